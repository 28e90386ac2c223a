import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoadView } from '../../ui/LoadView';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { countNewPromoRequests, countOutOfStock, STOCKED, type StockedCollection } from './api';
import { countOpenTickets } from './repairs/api';
import { GROUP_LABEL, type OpenGroup } from './repairs/ticket';

const OPEN_GROUPS: readonly OpenGroup[] = ['siap', 'masuk', 'diservice', 'lainnya'];

function OpenRepairs() {
  const counts = useLoad(countOpenTickets, 'servisan-terbuka');
  return (
    <section className="mb-4" aria-labelledby="servis-terbuka">
      <h2 id="servis-terbuka" className="h5">
        <Link to={paths.admin.repairs}>Servis terbuka</Link>
      </h2>
      <LoadView load={counts} loading="Menghitung..." error="Tiket servis gagal dihitung.">
        {(n) => (
          <ul className="list-unstyled row row-cols-2 row-cols-sm-4 g-3 mb-0">
            {OPEN_GROUPS.map((g) => (
              <li key={g} className="col">
                <Link
                  to={`${paths.admin.repairs}?status=${g}`}
                  className="card h-100 shadow-sm text-decoration-none"
                  data-testid={`servis-${g}`}
                >
                  <span className="card-body">
                    <span className="d-block fs-3 fw-bold">{n[g]}</span>
                    <span className="small">{GROUP_LABEL[g]}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </LoadView>
    </section>
  );
}

function OutOfStock({ collection, label }: { collection: StockedCollection; label: string }) {
  const count = useLoad(() => countOutOfStock(collection), `habis:${collection}`);
  return (
    <li className="col">
      <div className="card h-100 shadow-sm">
        <div className="card-body">
          <h3 className="h6 card-title">
            <Link to={paths.admin.collection(collection)}>{label}</Link>
          </h3>
          <LoadView load={count} loading="Menghitung..." error={`Stok ${label} gagal dihitung.`}>
            {(n) => (
              <p className="mb-0" data-testid={`habis-${collection}`}>
                <span className="fs-3 fw-bold">{n}</span> item habis
              </p>
            )}
          </LoadView>
        </div>
      </div>
    </li>
  );
}

function NewPromoRequests() {
  const count = useLoad(countNewPromoRequests, 'promo-baru');
  return (
    <div className="card shadow-sm mb-4">
      <div className="card-body">
        <h2 className="h6 card-title">
          <Link to={`${paths.admin.promo}?status=baru`}>Pengajuan promo baru</Link>
        </h2>
        <LoadView load={count} loading="Menghitung..." error="Pengajuan promo gagal dihitung.">
          {(n) => (
            <p className="mb-0" data-testid="promo-baru">
              <span className="fs-3 fw-bold">{n}</span> belum ditangani
            </p>
          )}
        </LoadView>
      </div>
    </div>
  );
}

/** What needs the shop's attention today, each count one aggregation query. */
export default function DashboardPage() {
  usePageTitle('Dashboard Admin');
  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">Dashboard</h1>
      <OpenRepairs />
      <NewPromoRequests />
      <h2 className="h5">Stok habis</h2>
      <ul className="list-unstyled row row-cols-1 row-cols-sm-3 g-3">
        {STOCKED.map((s) => (
          <OutOfStock key={s.collection} {...s} />
        ))}
      </ul>
    </section>
  );
}
