import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { SALE_SOURCES } from '../../../firebase/specs/penjualan.view';
import { formatRupiah } from '../../../lib/currency';
import { LoadView } from '../../../ui/LoadView';
import { useLoadOnReturn } from '../core/useOnReturn';
import { getSalesSummary } from './api';
import { SOURCE_LABEL, type PeriodSummary, type Tally } from './sales';
import './sales.scss';

/** A sum as the owner reads it: no 'Rp 0' for a source that sold nothing. */
function TallyText({ tally, testId }: { tally: Tally; testId: string }) {
  return (
    <span data-testid={testId}>
      {tally.count === 0 ? (
        <span className="text-body-secondary">Belum ada</span>
      ) : (
        <>
          <span className="price">{formatRupiah(tally.sum)}</span>{' '}
          <span className="text-body-secondary small">({tally.count}×)</span>
        </>
      )}
    </span>
  );
}

function Period({ id, title, summary }: { id: 'minggu' | 'bulan'; title: string; summary: PeriodSummary }) {
  const { funnel } = summary;
  const steps = [
    { key: 'taps', label: 'Ketukan chat', value: String(funnel.taps) },
    { key: 'leads', label: 'Tukar tambah masuk', value: String(funnel.leads) },
    { key: 'jadi', label: 'Jadi', value: String(funnel.jadi) },
  ];
  return (
    <div className="col">
      <article className="sales-card h-100" aria-labelledby={`penjualan-${id}`} data-testid={`sales-${id}`}>
        <h3 id={`penjualan-${id}`} className="h6 mb-2">
          {title}
        </h3>
        <p className="mb-2" data-testid={`sales-${id}-total`}>
          {summary.total.count === 0 ? (
            <span className="text-body-secondary">Belum ada penjualan.</span>
          ) : (
            <>
              <span className="admin-stat-value d-inline">{formatRupiah(summary.total.sum)}</span>{' '}
              <span className="text-body-secondary">dari {summary.total.count} penjualan</span>
            </>
          )}
        </p>
        <dl className="sales-sources small mb-3">
          {SALE_SOURCES.map((s) => (
            <div key={s}>
              <dt>{SOURCE_LABEL[s]}</dt>
              <dd>
                <TallyText tally={summary.bySource[s]} testId={`sales-${id}-${s}`} />
              </dd>
            </div>
          ))}
        </dl>
        <h4 className="small fw-bold mb-2">Dari chat sampai terjual</h4>
        <ol className="sales-funnel list-unstyled mb-0" data-testid={`funnel-${id}`}>
          {steps.map((step) => (
            <li key={step.key} data-testid={`funnel-${id}-${step.key}`}>
              <span className="sales-funnel-value">{step.value}</span> {step.label}
            </li>
          ))}
          <li data-testid={`funnel-${id}-sold`}>
            {funnel.sold.count === 0 ? (
              <>
                <span className="sales-funnel-value">0</span> Terjual
              </>
            ) : (
              <>
                <span className="sales-funnel-value">{funnel.sold.count}</span> Terjual{' '}
                <span className="price d-block">{formatRupiah(funnel.sold.sum)}</span>
              </>
            )}
          </li>
        </ol>
      </article>
    </div>
  );
}

/**
 * The dashboard's sales: this week's and this month's by source (reversed sales
 * left out), and the path from a chat tap to a trade-in sold. Read again when the
 * admin comes back to the screen.
 */
export default function SalesSummary() {
  const load = useLoadOnReturn(() => getSalesSummary(), 'sales-summary');
  return (
    <section className="mb-4" aria-labelledby="penjualan">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h2 id="penjualan" className="h5 mb-0 me-auto">
          Penjualan
        </h2>
        <Link to={adminPaths.sales} className="btn btn-outline-secondary">
          Lihat penjualan
        </Link>
      </div>
      <LoadView load={load} loading="Menghitung penjualan..." error="Penjualan gagal dihitung.">
        {(summary) => (
          <>
            <div className="row row-cols-1 row-cols-md-2 g-3">
              <Period id="minggu" title="Minggu ini" summary={summary.week} />
              <Period id="bulan" title="Bulan ini" summary={summary.month} />
            </div>
            <p className="small text-body-secondary mt-2 mb-0">
              Penjualan yang dibatalkan tidak dihitung. Terjual: penjualan dari tukar tambah.
            </p>
          </>
        )}
      </LoadView>
    </section>
  );
}
