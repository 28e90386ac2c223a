import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/dates';
import { useMember } from '../../../ui/auth-context';
import { ExternalLink } from '../../../ui/ExternalLink';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePaged } from '../../../ui/usePaged';
import { ShowMore } from '../../../ui/ShowMore';
import { FilterChips } from '../FilterChips';
import { ListHeader } from '../ListHeader';
import { listPromoRequests, reloadPromoRequests, setPromoStatus } from './api';
import {
  chatHref,
  countByStatus,
  FILTER_LABEL,
  filterByStatus,
  filterFrom,
  PROMO_STATUSES,
  STATUS_FILTERS,
  STATUS_LABEL,
  type PromoRequest,
  type PromoStatus,
  type StatusFilter,
} from './inbox';

const PAGE = 50;

export const STATUS_FAILED = 'Status gagal disimpan. Periksa koneksi lalu coba lagi.';

const BADGE: Record<PromoStatus, string> = {
  baru: 'text-bg-warning',
  dihubungi: 'text-bg-info',
  selesai: 'text-bg-success',
};

/** One request: every field as plain text; the only link is the chat, built from the number's digits. */
function Request({ request, onSaved }: { request: PromoRequest; onSaved: (r: PromoRequest) => void }) {
  const admin = useMember();
  const [saving, setSaving] = useState<PromoStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const href = chatHref(request);
  const name = request.nama || 'Tanpa nama';

  async function choose(status: PromoStatus) {
    setSaving(status);
    setFailed(false);
    try {
      onSaved(await setPromoStatus(request.id, status, admin));
    } catch (e) {
      console.warn('Promo status failed', e);
      setFailed(true);
    } finally {
      setSaving(null);
    }
  }

  return (
    <li className="list-group-item" data-testid="promo-request" aria-label={`Pengajuan ${name}`}>
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <h2 className="h6 mb-0 text-break me-auto">{name}</h2>
        <span className={`badge ${BADGE[request.status]}`} data-testid="promo-status">
          {STATUS_LABEL[request.status]}
        </span>
      </div>
      <p className="small text-body-secondary mb-1">
        {request.waktu ? formatDateTime(request.waktu) : 'Waktu tidak tercatat'}
      </p>
      <dl className="small mb-2">
        <dt>WhatsApp</dt>
        <dd className="text-break">{request.whatsapp || '-'}</dd>
        <dt>Alamat</dt>
        <dd className="text-break">{request.alamat || '-'}</dd>
        <dt>Pesan</dt>
        <dd className="text-break" style={{ whiteSpace: 'pre-line' }} data-testid="promo-pesan">
          {request.pesan || '-'}
        </dd>
      </dl>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {href ? (
          <ExternalLink href={href} className="btn btn-sm btn-success" aria-label={`Chat WhatsApp ${name}`}>
            Chat WhatsApp
          </ExternalLink>
        ) : (
          <button type="button" className="btn btn-sm btn-success" disabled>
            Nomor tidak valid
          </button>
        )}
        <div role="group" aria-label={`Status ${name}`} className="btn-group btn-group-sm">
          {PROMO_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              className={`btn ${request.status === s ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={request.status === s}
              disabled={saving !== null}
              onClick={() => request.status !== s && void choose(s)}
            >
              {saving === s ? 'Menyimpan...' : STATUS_LABEL[s]}
            </button>
          ))}
        </div>
      </div>
      {failed && (
        <p className="small text-danger mb-0 mt-2" role="alert">
          {STATUS_FAILED}
        </p>
      )}
    </li>
  );
}

function Inbox({ requests }: { requests: PromoRequest[] }) {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get('status'));
  // Status changes made here, shown at once (the list keeps its place).
  const [changed, setChanged] = useState<Record<string, PromoRequest>>({});
  const current = requests.map((r) => changed[r.id] ?? r);
  const counts = countByStatus(current);
  const shown = filterByStatus(current, filter);
  const [count, more] = usePaged(PAGE, filter);

  function pick(f: StatusFilter) {
    setParams(f === 'semua' ? {} : { status: f }, { replace: true });
  }

  return (
    <>
      <FilterChips
        filters={STATUS_FILTERS}
        labels={FILTER_LABEL}
        current={filter}
        counts={counts}
        onPick={pick}
      />
      <p className="small text-body-secondary" aria-live="polite">
        {shown.length} dari {current.length} pengajuan
      </p>
      {shown.length === 0 ? (
        <p className="text-center text-body-secondary py-4 mb-0">Tidak ada pengajuan di sini.</p>
      ) : (
        <ul className="list-group mb-3">
          {shown.slice(0, count).map((r) => (
            <Request
              key={r.id}
              request={r}
              onSaved={(saved) => setChanged((c) => ({ ...c, [saved.id]: saved }))}
            />
          ))}
        </ul>
      )}
      <ShowMore shown={Math.min(count, shown.length)} total={shown.length} onMore={more} />
    </>
  );
}

/** /admin/promo: the visitors' promo requests, newest first, with a status an admin sets. */
export default function PromoInboxPage() {
  usePageTitle('Pengajuan Promo');
  const [version, setVersion] = useState(0);
  const requests = useLoad(
    () => (version === 0 ? listPromoRequests() : reloadPromoRequests()),
    `promo_request#${version}`,
  );
  return (
    <section className="container py-4">
      <ListHeader title="Pengajuan Promo" onReload={() => setVersion((v) => v + 1)} />
      <LoadView
        load={requests}
        loading="Memuat pengajuan promo..."
        error="Pengajuan promo gagal dimuat."
        empty="Belum ada pengajuan promo."
      >
        {(list) => <Inbox key={version} requests={list} />}
      </LoadView>
    </section>
  );
}
