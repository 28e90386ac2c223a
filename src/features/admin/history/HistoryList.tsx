import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { schemaOf } from '../catalogue/schema';
import { listHistory, type HistoryChange, type HistoryEntry, type HistoryPage } from './api';
import { ACTION_LABEL, changedFields } from './changes';

/** A ticket and its customer's number: both open the ticket's screen. */
const REPAIR_COLLECTIONS = ['servisan', 'servisan_private'];

/** A write of many documents shows this many of them; the rest are counted. */
const SHOWN_CHANGES = 20;

function Change({
  collection,
  change,
  showDocument,
}: {
  collection: string;
  change: HistoryChange;
  showDocument: boolean;
}) {
  const schema = schemaOf(collection);
  return (
    <>
      {showDocument &&
        (schema ? (
          <Link to={paths.admin.record(collection, change.docId)}>
            {schema.title}: {change.docId}
          </Link>
        ) : REPAIR_COLLECTIONS.includes(collection) ? (
          <Link to={paths.admin.repair(change.docId)}>Servis: {change.docId}</Link>
        ) : (
          <span>
            {collection}: {change.docId}
          </span>
        ))}
      <ul className="small mb-0 mt-1 ps-3">
        {changedFields(change.before, change.after).map((c) => (
          <li key={c.field}>
            {c.field}: {c.from} → {c.to}
          </li>
        ))}
      </ul>
    </>
  );
}

function Entry({
  entry,
  showDocument,
  onRestore,
}: {
  entry: HistoryEntry;
  showDocument: boolean;
  onRestore?: (entry: HistoryEntry, change: HistoryChange) => void;
}) {
  const shown = entry.changes.slice(0, SHOWN_CHANGES);
  return (
    <li className="list-group-item" data-testid="riwayat-entry">
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <strong>{ACTION_LABEL[entry.action] ?? entry.action}</strong>
        {entry.total > 1 && <span className="badge text-bg-secondary">{entry.total} item</span>}
        <span className="small text-body-secondary ms-auto">
          {entry.waktu ? formatDateTime(entry.waktu) : '-'} · {entry.email || entry.uid}
        </span>
      </div>
      {shown.length === 1 ? (
        <Change collection={entry.collection} change={shown[0]!} showDocument={showDocument} />
      ) : (
        <details className="mt-1">
          <summary>Lihat perubahan</summary>
          <ul className="list-unstyled mb-0">
            {shown.map((c) => (
              <li key={c.docId} className="mt-2">
                <Change collection={entry.collection} change={c} showDocument={showDocument} />
              </li>
            ))}
          </ul>
          {entry.changes.length > shown.length && (
            <p className="small text-body-secondary mb-0 mt-2">
              dan {entry.changes.length - shown.length} item lainnya (lihat di halaman tiap item).
            </p>
          )}
        </details>
      )}
      {onRestore && shown.length === 1 && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary mt-2"
          onClick={() => onRestore(entry, shown[0]!)}
        >
          Pulihkan versi ini
        </button>
      )}
    </li>
  );
}

/**
 * History entries, newest first, a page at a time. `about` narrows it to one
 * document; `onRestore` offers each version back.
 */
export function HistoryList({
  about,
  refresh = '',
  onRestore,
}: {
  about: { collection: string; docId: string } | null;
  refresh?: string;
  onRestore?: (entry: HistoryEntry, change: HistoryChange) => void;
}) {
  const first = useLoad(
    () => listHistory(about),
    `riwayat:${about ? `${about.collection}/${about.docId}` : '*'}:${refresh}`,
  );
  const [more, setMore] = useState<{ from: HistoryPage; pages: HistoryPage[] } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  return (
    <LoadView
      load={first}
      loading="Memuat riwayat..."
      error="Riwayat gagal dimuat."
      empty="Belum ada riwayat."
    >
      {(page) => {
        const pages = more?.from === page ? [page, ...more.pages] : [page];
        const last = pages[pages.length - 1]!;
        const next = async () => {
          setLoadingMore(true);
          setMoreFailed(false);
          try {
            const older = await listHistory(about, last.next);
            setMore({ from: page, pages: [...pages.slice(1), older] });
          } catch (e) {
            console.warn('History page failed', e);
            setMoreFailed(true);
          } finally {
            setLoadingMore(false);
          }
        };
        const entries = pages.flatMap((p) => p.entries);
        return entries.length === 0 ? (
          <p className="text-body-secondary">Belum ada riwayat.</p>
        ) : (
          <>
            <ul className="list-group mb-3">
              {entries.map((e) => (
                <Entry key={e.id} entry={e} showDocument={!about} onRestore={onRestore} />
              ))}
            </ul>
            {moreFailed && (
              <p className="text-danger small" role="alert">
                Riwayat lama gagal dimuat. Coba lagi.
              </p>
            )}
            {last.next && (
              <button
                type="button"
                className="btn btn-outline-secondary w-100"
                onClick={next}
                disabled={loadingMore}
              >
                {loadingMore ? 'Memuat...' : 'Muat riwayat lebih lama'}
              </button>
            )}
          </>
        );
      }}
    </LoadView>
  );
}
