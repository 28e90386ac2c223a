import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { statusBadgeClass } from '../../../lib/repair-status';
import { LoadView } from '../../../ui/LoadView';
import { ShowMore } from '../../../ui/ShowMore';
import { useLoad } from '../../../ui/useLoad';
import { usePaged } from '../../../ui/usePaged';
import { FilterChips } from '../core/FilterChips';
import { ListSearch } from '../core/ListSearch';
import { ScreenHeader } from '../shell/ScreenHeader';
import { BulkCodeChange } from './BulkCodeChange';
import { COLLECTED_SHOWN, listCollectedTickets, listOpenTickets, listWarrantyTickets } from './api';
import { WarrantyBackfill } from './WarrantyBackfill';
import type { Ticket } from './ticket-form';
import {
  countByGroup,
  filterFrom,
  GROUP_LABEL,
  GROUP_ORDER,
  shownTickets,
  ticketWarranty,
  type TicketFilter,
} from './ticket-list';
import { warrantyText } from '../../../lib/warranty';
import { adminPaths } from '../../../config/admin-paths';

const PAGE = 50;
const FILTERS: readonly TicketFilter[] = ['terbuka', ...GROUP_ORDER, 'garansi'];
const FILTER_LABEL: Record<TicketFilter, string> = {
  terbuka: 'Semua terbuka',
  ...GROUP_LABEL,
  garansi: 'Dalam garansi',
};

/** What each chip counts: the open tickets (the collected are not counted: only the newest are read). */
function openCounts(open: Ticket[]): Partial<Record<TicketFilter, number>> {
  const { diambil: _collected, ...groups } = countByGroup(open);
  void _collected;
  return { ...groups, terbuka: open.length };
}

function TicketRow({ t }: { t: Ticket }) {
  const entered = t.tanggalMasuk ? formatDate(t.tanggalMasuk) : t.tanggalMasukText;
  const warranty = ticketWarranty(t, new Date());
  return (
    <li className="list-group-item p-0" data-testid="ticket-row">
      <Link to={adminPaths.repair(t.code)} className="d-block p-3 text-decoration-none text-body">
        <div className="d-flex flex-wrap gap-2 align-items-baseline">
          <span className="font-monospace fw-bold text-break me-auto">{t.code}</span>
          <span className={statusBadgeClass(t.status)}>{t.status || '-'}</span>
        </div>
        <div className="text-break">
          {t.nama || 'Tanpa nama'} · {t.perangkat || '-'}
        </div>
        {entered && <div className="small text-body-secondary">Masuk {entered}</div>}
        {warranty && <div className="small">{warrantyText(warranty)}</div>}
      </Link>
    </li>
  );
}

/** A search that finds nothing here may be a code of a ticket not in this list. */
function CodeFallback({ search }: { search: string }) {
  const code = search.trim().toUpperCase();
  const couldBeCode = code.length > 0 && !/[\s/]/.test(code);
  return (
    <div className="text-center text-body-secondary py-4">
      <p className="mb-2">Tidak ada tiket yang cocok.</p>
      {couldBeCode && (
        <Link to={adminPaths.repair(code)} className="btn btn-outline-primary btn-sm">
          Buka kode {code}
        </Link>
      )}
    </div>
  );
}

/**
 * "Sudah diambil" reads only the newest collected tickets: when that many came
 * back there may be older ones, and the owner is told how to find them.
 */
function CollectedBound({ tickets, filter }: { tickets: Ticket[]; filter: TicketFilter }) {
  if (tickets.length < COLLECTED_SHOWN || filter !== 'diambil') return null;
  return (
    <p className="small text-body-secondary" data-testid="collected-bound">
      Menampilkan {COLLECTED_SHOWN} tiket terakhir yang sudah diambil. Tiket lebih lama: cari kodenya.
    </p>
  );
}

function Tickets({ tickets, filter }: { tickets: Ticket[]; filter: TicketFilter }) {
  const [search, setSearch] = useState('');
  const shown = shownTickets(tickets, filter, search);
  const [count, more] = usePaged(PAGE, `${filter}|${search}`);
  const total = shownTickets(tickets, filter, '').length;
  return (
    <>
      <ListSearch
        id="cari-tiket"
        label="Cari tiket"
        placeholder="Cari kode, nama atau perangkat..."
        value={search}
        onChange={setSearch}
        found={shown.length}
        total={total}
        noun="tiket"
      />
      {shown.length === 0 ? (
        <CodeFallback search={search} />
      ) : (
        <ul className="list-group mb-3">
          {shown.slice(0, count).map((t) => (
            <TicketRow key={t.code} t={t} />
          ))}
        </ul>
      )}
      <ShowMore shown={Math.min(count, shown.length)} total={shown.length} onMore={more} />
      <CollectedBound tickets={tickets} filter={filter} />
    </>
  );
}

/** /admin/servisan: open tickets, ready for pickup first; collected ones on request. */
export default function RepairsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get('status'));
  // The newest collected tickets, or every one under warranty (by its stored end).
  const collected = filter === 'diambil' || filter === 'garansi';
  const [version, setVersion] = useState(0);
  const open = useLoad(listOpenTickets, `servisan#${version}`);
  const closed = useLoad(
    () =>
      filter === 'garansi'
        ? listWarrantyTickets(new Date())
        : filter === 'diambil'
          ? listCollectedTickets()
          : Promise.resolve([]),
    `servisan-diambil#${collected ? filter : ''}#${version}`,
  );
  const counts = open.status === 'ready' ? openCounts(open.data) : null;

  return (
    <section className="container py-4">
      <ScreenHeader
        title="Tiket Servis"
        onReload={() => setVersion((v) => v + 1)}
        action={{ to: adminPaths.newRepair, label: 'Tiket baru' }}
      />
      <BulkCodeChange
        open={open.status === 'ready' ? open.data : null}
        onChanged={() => setVersion((v) => v + 1)}
      />
      <FilterChips
        filters={FILTERS}
        labels={FILTER_LABEL}
        current={filter}
        counts={counts}
        onPick={(f) => setParams(f === 'terbuka' ? {} : { status: f }, { replace: true })}
      />
      {/* Above the list: at its end, on a phone, the floating "Tiket baru" would sit on its button. */}
      {filter === 'garansi' && <WarrantyBackfill onFilled={() => setVersion((v) => v + 1)} />}
      <LoadView
        load={collected ? closed : open}
        loading="Memuat tiket..."
        error="Tiket servis gagal dimuat."
        empty={
          filter === 'garansi'
            ? 'Tidak ada tiket yang masih dalam garansi.'
            : collected
              ? 'Belum ada tiket yang sudah diambil.'
              : 'Tidak ada tiket servis terbuka.'
        }
      >
        {(tickets) => <Tickets key={`${filter}#${version}`} tickets={tickets} filter={filter} />}
      </LoadView>
    </section>
  );
}
