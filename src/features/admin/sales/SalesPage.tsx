import { useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { formatRupiah } from '../../../lib/currency';
import { Field } from '../../../ui/Field';
import { Empty } from '../../../ui/LoadFaces';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { ShowMore } from '../../../ui/ShowMore';
import { usePaged } from '../../../ui/usePaged';
import { FilterChips } from '../core/FilterChips';
import { ScreenHeader } from '../shell/ScreenHeader';
import { baliWeekStart, downloadSalesCsv, listSales } from './api';
import { SaleItem } from './SaleItem';
import { baliMonthStart, lastMonth, monthRange, salesFileName, type ListedSale } from './sales';
import './sales.scss';

const PAGE = 50;

type Period = 'minggu' | 'bulan' | 'sebelumnya';
const PERIODS: readonly Period[] = ['minggu', 'bulan', 'sebelumnya'];
const PERIOD_LABEL: Record<Period, string> = {
  minggu: 'Minggu ini',
  bulan: 'Bulan ini',
  sebelumnya: 'Bulan sebelumnya',
};
const EMPTY: Record<Period, string> = {
  minggu: 'Belum ada penjualan minggu ini.',
  bulan: 'Belum ada penjualan bulan ini.',
  sebelumnya: 'Tidak ada penjualan di bulan ini.',
};

/** The period's first moment and end (null: until now), and its CSV file's name. */
function rangeOf(period: Period, month: string, now: Date) {
  if (period === 'minggu') {
    const from = baliWeekStart(now);
    return { from, to: null, file: salesFileName({ kind: 'minggu', from }) };
  }
  if (period === 'bulan') {
    const from = baliMonthStart(now);
    return { from, to: null, file: salesFileName({ kind: 'bulan', from }) };
  }
  const r = monthRange(month) ?? monthRange(lastMonth(now))!;
  return { ...r, file: salesFileName({ kind: 'bulan', from: r.from }) };
}

function Sales({
  sales,
  full,
  empty,
  fileName,
}: {
  sales: ListedSale[];
  full: boolean;
  empty: string;
  fileName: string;
}) {
  // A reversal made here shows at once, without reading the list again.
  const [changed, setChanged] = useState<Record<string, ListedSale>>({});
  const [count, more] = usePaged(PAGE, fileName);
  const [exportFailed, setExportFailed] = useState(false);
  const shown = sales.map((s) => changed[s.id] ?? s);
  const standing = shown.filter((s) => !s.batal);
  const reversed = shown.length - standing.length;
  const sum = standing.reduce((n, s) => n + s.jumlah, 0);

  async function exportCsv() {
    setExportFailed(false);
    try {
      await downloadSalesCsv(shown, fileName);
    } catch (e) {
      console.warn('Sales export failed', e);
      setExportFailed(true);
    }
  }

  if (shown.length === 0) return <Empty>{empty}</Empty>;
  return (
    <>
      <div className="sales-total mb-3" data-testid="sales-total">
        <p className="mb-0">
          <span className="price fs-4">{formatRupiah(sum)}</span>{' '}
          <span className="text-body-secondary">dari {standing.length} penjualan</span>
        </p>
        {reversed > 0 && (
          <p className="small text-body-secondary mb-0">{reversed} penjualan dibatalkan, tidak dihitung.</p>
        )}
        {!full && <p className="small text-body-secondary mb-0">Hanya penjualan terbaru yang ditampilkan.</p>}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-outline-secondary" onClick={() => void exportCsv()}>
          Ekspor CSV
        </button>
        {exportFailed && (
          <p className="text-danger small w-100 mb-0" role="alert">
            Ekspor gagal. Coba lagi.
          </p>
        )}
      </div>
      <ul className="list-group mb-3" aria-label="Daftar penjualan">
        {shown.slice(0, count).map((s) => (
          <SaleItem key={s.id} sale={s} onCancelled={(c) => setChanged((m) => ({ ...m, [c.id]: c }))} />
        ))}
      </ul>
      <ShowMore shown={Math.min(count, shown.length)} total={shown.length} onMore={more} />
    </>
  );
}

/**
 * /admin/kasir/penjualan: the sales of this week, this month or an earlier month,
 * newest first, each with its reversal; "Batal" reverses one; the shown period's
 * sales go to the bookkeeper as CSV.
 */
export default function SalesPage() {
  const [period, setPeriod] = useState<Period>('minggu');
  const [now] = useState(() => new Date());
  const [month, setMonth] = useState(() => lastMonth(now));
  const [round, setRound] = useState(0);
  const range = rangeOf(period, month, now);
  const load = useLoad(
    () => listSales(range.from, range.to),
    `${range.from.toISOString()}#${range.to?.toISOString() ?? ''}#${round}`,
  );
  return (
    <section className="container py-4 sales-page">
      <ScreenHeader
        title="Penjualan"
        back={{ to: adminPaths.till, label: 'Kasir' }}
        onReload={() => setRound((r) => r + 1)}
      />
      <FilterChips
        filters={PERIODS}
        labels={PERIOD_LABEL}
        current={period}
        counts={null}
        label="Pilih periode"
        onPick={setPeriod}
      />
      {period === 'sebelumnya' && (
        <Field
          id="bulan-penjualan"
          label="Bulan"
          type="month"
          value={month}
          max={lastMonth(now)}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
          className="mb-3 sales-month"
        />
      )}
      <LoadView load={load} loading="Memuat penjualan..." error="Penjualan gagal dimuat.">
        {({ sales, full }) => (
          <Sales
            key={range.file + round}
            sales={sales}
            full={full}
            empty={EMPTY[period]}
            fileName={range.file}
          />
        )}
      </LoadView>
      <p className="small text-body-secondary mt-4 mb-0">
        Poin member dihitung dari nilai yang kamu atur di <Link to={adminPaths.pointsRate}>Poin member</Link>.
      </p>
    </section>
  );
}
