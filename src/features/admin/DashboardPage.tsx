import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Loading } from '../../ui/LoadFaces';
import { LoadView } from '../../ui/LoadView';
import { countLeadsThisWeek, countNewPromoRequests, countOutOfStock, STOCKED } from './api';
import { countOpenTickets, countQuotes } from './repairs/api';
import { GROUP_LABEL, type OpenGroup } from './repairs/ticket-list';
import { ScreenHeader } from './shell/ScreenHeader';
import { useLoadOnReturn } from './core/useOnReturn';

// In a chunk of its own: the chat-tap vocabulary it shares with the public pages'
// tap listener stays out of what main.js lists for the admin chunk.
const ChatTaps = lazy(() => import('./taps/ChatTaps'));

const OPEN_GROUPS: readonly OpenGroup[] = ['siap', 'masuk', 'diservice', 'lainnya'];

/** A count that opens its list: the number big, what it counts under it. */
function Stat({
  to,
  value,
  label,
  note,
  testId,
  alert = false,
}: {
  to: string;
  value: number;
  label: string;
  /** What is counted, above the number (the collection). */
  note?: string;
  testId: string;
  /** Something waits for the shop (new requests, items sold out): marked beside the number. */
  alert?: boolean;
}) {
  return (
    <Link to={to} className={`admin-stat${alert && value > 0 ? ' admin-stat-alert' : ''}`}>
      {note && <span className="admin-stat-note">{note}</span>}
      <span data-testid={testId}>
        <span className="admin-stat-value">{value}</span> <span className="admin-stat-label">{label}</span>
      </span>
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OpenRepairs() {
  const counts = useLoadOnReturn(countOpenTickets, 'servisan-terbuka');
  return (
    <Section id="servis-terbuka" title="Servis terbuka">
      <LoadView load={counts} loading="Menghitung..." error="Tiket servis gagal dihitung.">
        {(n) => (
          <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-3 mb-0">
            {OPEN_GROUPS.map((g) => (
              <li key={g} className="col">
                <Stat
                  to={`${paths.admin.repairs}?status=${g}`}
                  value={n[g]}
                  label={GROUP_LABEL[g]}
                  testId={`servis-${g}`}
                  alert={g === 'siap'}
                />
              </li>
            ))}
          </ul>
        )}
      </LoadView>
    </Section>
  );
}

function Quotes() {
  const counts = useLoadOnReturn(() => countQuotes(new Date()), 'servisan-persetujuan');
  return (
    <Section id="persetujuan-biaya" title="Persetujuan biaya">
      <LoadView load={counts} loading="Menghitung..." error="Persetujuan biaya gagal dihitung.">
        {(n) => (
          <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-3 mb-0">
            <li className="col">
              <Stat
                to={`${paths.admin.repairs}?status=lainnya`}
                value={n.waiting}
                label="Menunggu persetujuan"
                testId="persetujuan-menunggu"
              />
            </li>
            <li className="col">
              <Stat
                to={`${paths.admin.repairs}?status=lainnya`}
                value={n.approvedToday}
                label="Disetujui hari ini"
                testId="persetujuan-hari-ini"
              />
            </li>
          </ul>
        )}
      </LoadView>
    </Section>
  );
}

function NewPromoRequests() {
  const count = useLoadOnReturn(countNewPromoRequests, 'promo-baru');
  return (
    <Section id="promo-masuk" title="Pengajuan promo">
      <LoadView load={count} loading="Menghitung..." error="Pengajuan promo gagal dihitung.">
        {(n) => (
          <div className="row row-cols-2 row-cols-md-4 g-3">
            <div className="col">
              <Stat
                to={`${paths.admin.promo}?status=baru`}
                value={n}
                label="belum ditangani"
                testId="promo-baru"
                alert
              />
            </div>
          </div>
        )}
      </LoadView>
    </Section>
  );
}

/** The calculator's trade-in leads this week, and how many became a deal. */
function TradeInLeads() {
  const counts = useLoadOnReturn(countLeadsThisWeek, 'tukar-tambah-minggu-ini');
  return (
    <Section id="tukar-tambah" title="Tukar tambah minggu ini">
      <LoadView load={counts} loading="Menghitung..." error="Tukar tambah gagal dihitung.">
        {(n) => (
          <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-3 mb-0">
            <li className="col">
              <Stat to={paths.admin.tradeIn} value={n.total} label="masuk" testId="tukar-masuk" />
            </li>
            <li className="col">
              <Stat
                to={`${paths.admin.tradeIn}?status=jadi`}
                value={n.jadi}
                label="jadi"
                testId="tukar-jadi"
              />
            </li>
          </ul>
        )}
      </LoadView>
    </Section>
  );
}

/** The three stocked collections' sold-out counts, read together: one face for all. */
const countAllOutOfStock = () =>
  Promise.all(STOCKED.map(async (s) => ({ ...s, n: await countOutOfStock(s.collection) })));

function OutOfStock() {
  const counts = useLoadOnReturn(countAllOutOfStock, 'stok-habis');
  return (
    <Section id="stok-habis" title="Stok habis">
      <LoadView load={counts} loading="Menghitung..." error="Stok gagal dihitung.">
        {(list) => (
          <ul className="list-unstyled row row-cols-2 row-cols-md-3 g-3 mb-0">
            {list.map(({ collection, label, n }) => (
              <li key={collection} className="col">
                <Stat
                  to={paths.admin.collection(collection)}
                  value={n}
                  label="item habis"
                  note={label}
                  testId={`habis-${collection}`}
                  alert
                />
              </li>
            ))}
          </ul>
        )}
      </LoadView>
    </Section>
  );
}

/**
 * What needs the shop's attention today, each count one aggregation query, counted
 * again when the admin comes back to the screen. The day's first job, a new repair
 * ticket, is the main action. Below, what visitors ask about on WhatsApp (read once
 * per visit: a month is up to 31 documents).
 */
export default function DashboardPage() {
  return (
    <section className="container py-4">
      <ScreenHeader title="Dashboard" action={{ to: paths.admin.newRepair, label: 'Tiket baru' }} />
      <OpenRepairs />
      <Quotes />
      <NewPromoRequests />
      <OutOfStock />
      <TradeInLeads />
      <Suspense fallback={<Loading label="Menghitung chat..." />}>
        <ChatTaps />
      </Suspense>
    </section>
  );
}
