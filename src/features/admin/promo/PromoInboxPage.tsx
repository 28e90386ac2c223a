import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { useMember } from '../../../ui/auth-context';
import { ExternalLink } from '../../../ui/ExternalLink';
import { LoadView } from '../../../ui/LoadView';
import { ShowMore } from '../../../ui/ShowMore';
import { useLoad } from '../../../ui/useLoad';
import { usePaged } from '../../../ui/usePaged';
import { WhatsAppIcon } from '../../../ui/WhatsAppIcon';
import { SavedNotice } from '../core/SavedNotice';
import { FilterChips } from '../core/FilterChips';
import { ScreenHeader } from '../shell/ScreenHeader';
import { useOnReturn } from '../core/useOnReturn';
import type { Plain } from '../../../firebase/plain';
import { versionOf, WriteConflict } from '../core/data/versions';
import { ConflictNotice } from '../core/conflict/ConflictNotice';
import {
  checkForNewRequests,
  listPromoRequests,
  promoRequestOf,
  reloadPromoRequests,
  setPromoStatus,
} from './api';
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
import { PromoTabs } from './PromoTabs';

const PAGE = 50;

export const STATUS_FAILED = 'Status gagal disimpan. Periksa koneksi lalu coba lagi.';

const BADGE: Record<PromoStatus, string> = {
  baru: 'text-bg-warning',
  dihubungi: 'text-bg-info',
  jadi: 'text-bg-success',
  batal: 'text-bg-secondary',
  selesai: 'text-bg-success',
};

/** One request: every field as plain text; the only link is the chat, built from the number's digits. */
function Request({ request, onSaved }: { request: PromoRequest; onSaved: (r: PromoRequest) => void }) {
  const admin = useMember();
  const [saving, setSaving] = useState<PromoStatus | null>(null);
  const [failed, setFailed] = useState(false);
  // Another admin changed the request first: what is stored, and the status this admin chose.
  const [conflict, setConflict] = useState<{ stored: Plain | null; status: PromoStatus } | null>(null);
  const href = chatHref(request);
  const name = request.nama || 'Tanpa nama';

  async function choose(status: PromoStatus, over: Pick<PromoRequest, 'id' | 'version'> = request) {
    setSaving(status);
    setFailed(false);
    try {
      onSaved(await setPromoStatus(over, status, admin));
      setConflict(null);
    } catch (e) {
      if (e instanceof WriteConflict) setConflict({ stored: e.docs[0]!.stored, status });
      else {
        console.warn('Promo status failed', e);
        setFailed(true);
      }
    } finally {
      setSaving(null);
    }
  }

  function keepTheirs(stored: Plain | null) {
    setConflict(null);
    const now = promoRequestOf(request.id, stored);
    if (now) onSaved(now);
  }

  return (
    <li className="list-group-item py-3" data-testid="promo-request" aria-label={`Pengajuan ${name}`}>
      <div className="d-flex align-items-start gap-2">
        <div className="me-auto">
          <h2 className="h6 mb-0 text-break">{name}</h2>
          <p className="small text-body-secondary mb-0">
            {request.waktu ? formatDateTime(request.waktu) : 'Waktu tidak tercatat'}
          </p>
        </div>
        <span className={`badge ${BADGE[request.status]}`} data-testid="promo-status">
          {STATUS_LABEL[request.status]}
        </span>
      </div>
      <dl className="small my-2">
        <dt>WhatsApp</dt>
        <dd className="text-break">{request.whatsapp || '-'}</dd>
        <dt>Alamat</dt>
        <dd className="text-break">{request.alamat || '-'}</dd>
        <dt>Pesan</dt>
        <dd className="text-break mb-0" style={{ whiteSpace: 'pre-line' }} data-testid="promo-pesan">
          {request.pesan || '-'}
        </dd>
      </dl>
      <div className="row g-2">
        <div className="col-12 col-md-5">
          {href ? (
            <ExternalLink
              href={href}
              className="btn btn-whatsapp w-100"
              aria-label={`Balas ${name} via WhatsApp`}
            >
              <WhatsAppIcon />
              Balas via WhatsApp
            </ExternalLink>
          ) : (
            <button type="button" className="btn btn-light border w-100" disabled>
              Nomor tidak valid
            </button>
          )}
        </div>
        <div role="group" aria-label={`Status ${name}`} className="col-12 col-md-7 admin-segmented">
          {PROMO_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              className={`btn btn-sm ${request.status === s ? 'btn-dark' : 'btn-light border'}`}
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
      {conflict && (
        <div className="mt-2">
          <ConflictNotice
            collection="promo_request"
            theirs={conflict.stored}
            mine={{ status: conflict.status }}
            busy={saving !== null}
            onMine={() =>
              void choose(conflict.status, {
                id: request.id,
                version: conflict.stored && versionOf(conflict.stored),
              })
            }
            onTheirs={() => keepTheirs(conflict.stored)}
          />
        </div>
      )}
    </li>
  );
}

function Inbox({ requests, arrived }: { requests: PromoRequest[]; arrived: number }) {
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
      <div role="status">
        {arrived > 0 && (
          <p className="alert alert-info py-2" data-testid="promo-arrived">
            {arrived} pengajuan baru masuk.
          </p>
        )}
      </div>
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
        <p className="state-face">Tidak ada pengajuan di sini.</p>
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

/**
 * /admin/promo: the visitors' promo requests, newest first, with a status an admin
 * sets. Requests sent meanwhile come in when the admin comes back to the screen
 * (see checkForNewRequests for why not a live listener).
 */
export default function PromoInboxPage() {
  const [version, setVersion] = useState(0);
  const requests = useLoad(
    () => (version === 0 ? listPromoRequests() : reloadPromoRequests()),
    `promo_request#${version}`,
  );
  // What a check on return found: the list with the new requests, and how many came.
  const [fresh, setFresh] = useState<{ version: number; list: PromoRequest[]; arrived: number } | null>(null);
  useOnReturn(() => {
    if (requests.status !== 'ready') return;
    const before = fresh?.version === version ? fresh.list.length : requests.data.length;
    const arrived = fresh?.version === version ? fresh.arrived : 0;
    checkForNewRequests().then(
      (list) => {
        if (list) setFresh({ version, list, arrived: arrived + Math.max(0, list.length - before) });
      },
      (e: unknown) => console.warn('Promo check failed', e),
    );
  });
  const live = fresh?.version === version ? fresh : null;
  const shown = live && requests.status === 'ready' ? { ...requests, data: live.list } : requests;
  return (
    <section className="container py-4">
      <ScreenHeader title="Promo" onReload={() => setVersion((v) => v + 1)} />
      <PromoTabs />
      <SavedNotice />
      <LoadView
        load={shown}
        loading="Memuat pengajuan promo..."
        error="Pengajuan promo gagal dimuat."
        empty="Belum ada pengajuan promo."
      >
        {(list) => <Inbox key={version} requests={list} arrived={live?.arrived ?? 0} />}
      </LoadView>
    </section>
  );
}
