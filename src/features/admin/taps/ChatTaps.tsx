import './taps.scss';
import { Link } from 'react-router';
import { Empty } from '../../../ui/LoadFaces';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { getChatTaps } from './api';
import { CHART_DAYS, KIND_LABEL, sourceLabel, TOP_DAYS, type TapSummary } from './taps';
import { adminPaths } from '../../../config/admin-paths';

const loadTaps = () => getChatTaps();

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('id-ID', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Taps per day as bars: plain SVG, no chart library. Each bar says its day and count. */
function DayChart({ days }: { days: TapSummary['days'] }) {
  const max = Math.max(1, ...days.map((d) => d.total));
  const peak = days.reduce((a, b) => (b.total >= a.total ? b : a));
  const w = 10;
  const h = 80;
  return (
    <figure className="mb-0">
      <svg
        className="taps-chart"
        viewBox={`0 0 ${days.length * w} ${h}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Chat per hari, ${CHART_DAYS} hari terakhir, paling banyak ${max} sehari`}
      >
        {days.map((d, i) => {
          const bh = d.total ? Math.max(2, (d.total / max) * (h - 2)) : 0;
          return (
            <rect key={d.day} x={i * w + 1} y={h - bh} width={w - 2} height={bh} data-testid="taps-bar">
              <title>{`${dayLabel(d.day)}: ${d.total} chat`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="d-flex justify-content-between small text-body-secondary mt-1">
        <span>{dayLabel(days[0]!.day)}</span>
        <span>Hari ini</span>
      </figcaption>
      <p className="small text-body-secondary mb-0">
        Paling ramai: {peak.total} chat ({dayLabel(peak.day)})
      </p>
    </figure>
  );
}

/** A split (by kind, by source) as rows with a bar each, the count at the end. */
function Split({
  title,
  rows,
  label,
}: {
  title: string;
  rows: { id: string; count: number }[];
  label: (id: string) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <div className="col">
      <h3 className="h6">{title}</h3>
      <ul className="list-unstyled taps-split mb-0">
        {rows.map((r) => (
          <li key={r.id}>
            <span className="taps-split-label">{label(r.id)}</span>
            <span className="taps-split-count">{r.count}</span>
            <span
              className="taps-split-bar"
              style={{ width: `${(r.count / max) * 100}%` }}
              aria-hidden="true"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Taps({ data }: { data: TapSummary }) {
  if (data.total === 0) return <Empty>Belum ada chat WhatsApp dalam {CHART_DAYS} hari terakhir.</Empty>;
  return (
    <div className="card">
      <div className="card-body">
        <h3 className="h6">Paling ditanya ({TOP_DAYS} hari)</h3>
        {data.top.length ? (
          <ol className="list-unstyled taps-top mb-4" data-testid="taps-top">
            {data.top.map((t) => (
              <li key={t.key}>
                <Link to={adminPaths.record(t.collection, t.id)} className="taps-top-link">
                  <span className="taps-top-name">{t.name}</span>
                  <span className="taps-top-count">{t.count} chat</span>
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-body-secondary">Belum ada chat tentang satu produk minggu ini.</p>
        )}
        <h3 className="h6">
          Chat per hari ({CHART_DAYS} hari): <span data-testid="taps-total">{data.total}</span> chat
        </h3>
        <DayChart days={data.days} />
        <div className="row row-cols-1 row-cols-md-2 g-4 mt-1">
          <Split title="Dari mana" rows={data.sources} label={sourceLabel} />
          <Split
            title="Dari tombol"
            rows={data.kinds}
            label={(id) => KIND_LABEL[id as keyof typeof KIND_LABEL] ?? id}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * Ketukan WhatsApp: which items people ask about, taps per day, where they came from
 * and which button they used. One read per day shown (at most 31), once per visit.
 */
export default function ChatTaps() {
  const taps = useLoad(loadTaps, 'chat-taps');
  return (
    <section className="mb-4" aria-labelledby="chat-wa">
      <h2 id="chat-wa" className="h5 mb-3">
        Ketukan WhatsApp
      </h2>
      <LoadView load={taps} loading="Menghitung chat..." error="Hitungan chat gagal dimuat.">
        {(data) => <Taps data={data} />}
      </LoadView>
    </section>
  );
}
