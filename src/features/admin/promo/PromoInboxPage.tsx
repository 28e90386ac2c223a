import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadView } from '../../../ui/LoadView';
import { ShowMore } from '../../../ui/ShowMore';
import { usePaged } from '../../../ui/usePaged';
import { SavedNotice } from '../core/SavedNotice';
import { FilterChips } from '../core/FilterChips';
import { ScreenHeader } from '../shell/ScreenHeader';
import { promoRequests } from './api';
import {
  chatHref,
  countByStatus,
  FILTER_LABEL,
  filterByStatus,
  filterFrom,
  PROMO_STATUSES,
  STATUS_FILTERS,
  type PromoRequest,
  type StatusFilter,
} from './inbox';
import { PromoTabs } from './PromoTabs';
import { useInboxLoad } from './useInboxLoad';
import { InboxItem, STATUS_FAILED } from './InboxItem';

const PAGE = 50;

export { STATUS_FAILED };

/** One request: every field as plain text; the only link is the chat, built from the number's digits. */
function Request({ request, onSaved }: { request: PromoRequest; onSaved: (r: PromoRequest) => void }) {
  const name = request.nama || 'Tanpa nama';
  return (
    <InboxItem
      item={request}
      name={name}
      label={`Pengajuan ${name}`}
      testId="promo-request"
      statusTestId="promo-status"
      heading={<h2 className="h6 mb-0 text-break">{name}</h2>}
      statuses={PROMO_STATUSES}
      replyHref={chatHref(request)}
      noReply="Nomor tidak valid"
      inbox={promoRequests}
      onSaved={onSaved}
    >
      <dt>WhatsApp</dt>
      <dd className="text-break">{request.whatsapp || '-'}</dd>
      <dt>Alamat</dt>
      <dd className="text-break">{request.alamat || '-'}</dd>
      <dt>Pesan</dt>
      <dd className="text-break mb-0" style={{ whiteSpace: 'pre-line' }} data-testid="promo-pesan">
        {request.pesan || '-'}
      </dd>
    </InboxItem>
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
 * (see api.ts for why not a live listener).
 */
export default function PromoInboxPage() {
  const { load, version, reload, arrived } = useInboxLoad(promoRequests);
  return (
    <section className="container py-4">
      <ScreenHeader title="Promo" onReload={reload} />
      <PromoTabs />
      <SavedNotice />
      <LoadView
        load={load}
        loading="Memuat pengajuan promo..."
        error="Pengajuan promo gagal dimuat."
        empty="Belum ada pengajuan promo."
      >
        {(list) => <Inbox key={version} requests={list} arrived={arrived} />}
      </LoadView>
    </section>
  );
}
