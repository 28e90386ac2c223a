import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../ui/LoadFaces';
import { LoadView } from '../../ui/LoadView';
import { countLeadsThisWeek, countNewPromoRequests, countOutOfStock, STOCKED } from './api';
import { countOpenTickets, countQuotes } from './repairs/api';
import { GROUP_LABEL, type OpenGroup } from './repairs/ticket-list';
import { ScreenHeader } from './shell/ScreenHeader';
import { useLoadOnReturn } from './core/useOnReturn';
import { adminPaths } from '../../config/admin-paths';
import SalesSummary from './sales/SalesSummary';

// In a chunk of its own: the chat-tap vocabulary it shares with the public pages'
// tap listener stays out of what main.js lists for the admin chunk.
const ChatTaps = lazy(() => import('./taps/ChatTaps'));

const OPEN_GROUPS: readonly OpenGroup[] = ['siap', 'masuk', 'diservice', 'lainnya'];

interface StatProps {
  to: string;
  value: number;
  label: string;
  /** What is counted, above the number (the collection). */
  note?: string;
  testId: string;
  /** Something waits for the shop (new requests, items sold out): marked beside the number. */
  alert?: boolean;
}

/** A count that opens its list: the number big, what it counts under it. */
function Stat({ to, value, label, note, testId, alert = false }: StatProps) {
  return (
    <Link to={to} className={`admin-stat${alert && value > 0 ? ' admin-stat-alert' : ''}`}>
      {note && <span className="admin-stat-note">{note}</span>}
      <span data-testid={testId}>
        <span className="admin-stat-value">{value}</span> <span className="admin-stat-label">{label}</span>
      </span>
    </Link>
  );
}

/**
 * One of the dashboard's counts: its heading, a loading face and its failure, then a
 * row of stats, each opening its list. Counted again when the admin comes back.
 */
function Counts<T>({
  id,
  title,
  count,
  error,
  stats,
  wide = false,
}: {
  id: string;
  title: string;
  count: () => Promise<T>;
  error: string;
  stats: (data: T) => StatProps[];
  /** Three to a row on a desktop (longer labels), not four. */
  wide?: boolean;
}) {
  const load = useLoadOnReturn(count, id);
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5 mb-3">
        {title}
      </h2>
      <LoadView load={load} loading="Menghitung..." error={error}>
        {(data) => (
          <ul className={`list-unstyled row row-cols-2 ${wide ? 'row-cols-md-3' : 'row-cols-md-4'} g-3 mb-0`}>
            {stats(data).map((stat) => (
              <li key={stat.testId} className="col">
                <Stat {...stat} />
              </li>
            ))}
          </ul>
        )}
      </LoadView>
    </section>
  );
}

function OpenRepairs() {
  return (
    <Counts
      id="servis-terbuka"
      title="Servis terbuka"
      count={countOpenTickets}
      error="Tiket servis gagal dihitung."
      stats={(n) =>
        OPEN_GROUPS.map((g) => ({
          to: `${adminPaths.repairs}?status=${g}`,
          value: n[g],
          label: GROUP_LABEL[g],
          testId: `servis-${g}`,
          alert: g === 'siap',
        }))
      }
    />
  );
}

function Quotes() {
  const to = `${adminPaths.repairs}?status=lainnya`;
  return (
    <Counts
      id="persetujuan-biaya"
      title="Persetujuan biaya"
      count={() => countQuotes(new Date())}
      error="Persetujuan biaya gagal dihitung."
      stats={(n) => [
        { to, value: n.waiting, label: 'Menunggu persetujuan', testId: 'persetujuan-menunggu' },
        { to, value: n.approvedToday, label: 'Disetujui hari ini', testId: 'persetujuan-hari-ini' },
      ]}
    />
  );
}

function NewPromoRequests() {
  return (
    <Counts
      id="promo-masuk"
      title="Pengajuan promo"
      count={countNewPromoRequests}
      error="Pengajuan promo gagal dihitung."
      stats={(n) => [
        {
          to: `${adminPaths.promo}?status=baru`,
          value: n,
          label: 'belum ditangani',
          testId: 'promo-baru',
          alert: true,
        },
      ]}
    />
  );
}

/** The calculator's trade-in leads this week, and how many became a deal. */
function TradeInLeads() {
  return (
    <Counts
      id="tukar-tambah"
      title="Tukar tambah minggu ini"
      count={countLeadsThisWeek}
      error="Tukar tambah gagal dihitung."
      stats={(n) => [
        { to: adminPaths.tradeIn, value: n.total, label: 'masuk', testId: 'tukar-masuk' },
        { to: `${adminPaths.tradeIn}?status=jadi`, value: n.jadi, label: 'jadi', testId: 'tukar-jadi' },
      ]}
    />
  );
}

/** The three stocked collections' sold-out counts, read together: one face for all. */
const countAllOutOfStock = () =>
  Promise.all(STOCKED.map(async (s) => ({ ...s, n: await countOutOfStock(s.collection) })));

function OutOfStock() {
  return (
    <Counts
      id="stok-habis"
      title="Stok habis"
      count={countAllOutOfStock}
      error="Stok gagal dihitung."
      wide
      stats={(list) =>
        list.map(({ collection, label, n }) => ({
          to: adminPaths.collection(collection),
          value: n,
          label: 'item habis',
          note: label,
          testId: `habis-${collection}`,
          alert: true,
        }))
      }
    />
  );
}

/**
 * What needs the shop's attention today, each count one aggregation query, counted
 * again when the admin comes back to the screen. The day's first job, a new repair
 * ticket, is the main action, atop the page on a phone (it floats over nothing). Below, what visitors ask about on WhatsApp (read once
 * per visit: a month is up to 31 documents).
 */
export default function DashboardPage() {
  return (
    <section className="container py-4">
      {/* Cards all the way down: floating, the action would sit on one of them. */}
      <ScreenHeader
        title="Ringkasan"
        action={{ to: adminPaths.newRepair, label: 'Tiket baru', floats: false }}
      />
      <OpenRepairs />
      <Quotes />
      <NewPromoRequests />
      <OutOfStock />
      <TradeInLeads />
      <SalesSummary />
      <Suspense fallback={<Loading label="Menghitung chat..." />}>
        <ChatTaps />
      </Suspense>
    </section>
  );
}
