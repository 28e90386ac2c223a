import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/dates';
import { LoadView } from '../../../../ui/LoadView';
import { useLoad } from '../../../../ui/useLoad';
import { schemaOf } from '../schema';
import { listHistory, type HistoryChange, type HistoryEntry, type HistoryPage } from './api';
import { ACTION_LABEL, canRestore, codeMove } from './changes';
import { FieldChanges } from './FieldChanges';
import { changedFields, collectionTitle, recordName } from './format';
import { RestoreControl } from './RestoreControl';
import { adminPaths } from '../../../../config/admin-paths';

/** A ticket and its customer's number: both open the ticket's screen. */
const REPAIR_COLLECTIONS = ['servisan', 'servisan_private'];

/** A write of many documents shows this many of them; the rest are counted. */
const SHOWN_CHANGES = 20;

function RecordLink({ collection, docId, name }: { collection: string; docId: string; name: string }) {
  const to = schemaOf(collection)
    ? adminPaths.record(collection, docId)
    : REPAIR_COLLECTIONS.includes(collection)
      ? adminPaths.repair(docId)
      : null;
  return to ? (
    <Link to={to} className="admin-row-link">
      {name}
    </Link>
  ) : (
    <span className="fw-semibold text-break">{name}</span>
  );
}

function Change({ entry, change, linked }: { entry: HistoryEntry; change: HistoryChange; linked: boolean }) {
  const { collection } = entry;
  const name = recordName(collection, change.docId, change.after ?? change.before);
  const fields = changedFields(collection, change.before, change.after);
  // A new record shows what it was given; a deleted one what it held.
  const single = change.before === null ? 'to' : change.after === null ? 'from' : undefined;
  return (
    <>
      <div className="mt-1 d-flex flex-wrap align-items-center gap-1">
        <span className="small text-body-secondary">{collectionTitle(collection)}:</span>
        {linked ? (
          <RecordLink collection={collection} docId={change.docId} name={name} />
        ) : (
          <span className="fw-semibold text-break">{name}</span>
        )}
      </div>
      {fields.length > 0 ? (
        <FieldChanges changes={fields} single={single} />
      ) : (
        <p className="small text-body-secondary mb-0">Tidak ada isian yang berubah.</p>
      )}
    </>
  );
}

/** "Ganti kode": which code the ticket left and which it has now; its fields did not change. */
function CodeMove({ move, linked }: { move: { from: string; to: string | null }; linked: boolean }) {
  const code = (c: string) => <span className="font-monospace fw-semibold text-break">{c}</span>;
  return (
    <>
      {linked && move.to && (
        <div className="mt-1 d-flex flex-wrap align-items-center gap-1">
          <span className="small text-body-secondary">{collectionTitle('servisan')}:</span>
          <RecordLink collection="servisan" docId={move.to} name={move.to} />
        </div>
      )}
      <p className="mt-1 mb-0" data-testid="riwayat-ganti-kode">
        Pindah dari kode {code(move.from)}
        {move.to && <> ke {code(move.to)}</>}. Isi tiket tidak berubah; kode lama tidak berlaku lagi.
      </p>
    </>
  );
}

function Entry({
  entry,
  linked,
  onRestored,
}: {
  entry: HistoryEntry;
  linked: boolean;
  onRestored?: (message: string) => void;
}) {
  const shown = entry.changes.slice(0, SHOWN_CHANGES);
  const only = shown.length === 1 ? shown[0]! : null;
  const move = codeMove(entry);
  return (
    <li className="list-group-item" data-testid="riwayat-entry">
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <strong>{ACTION_LABEL[entry.action] ?? entry.action}</strong>
        {entry.total > 1 && !move && <span className="badge text-bg-secondary">{entry.total} item</span>}
        <span className="small text-body-secondary ms-auto">
          {entry.waktu ? formatDateTime(entry.waktu) : '-'} · {entry.email || entry.uid}
        </span>
      </div>
      {move ? (
        <CodeMove move={move} linked={linked} />
      ) : only ? (
        <Change entry={entry} change={only} linked={linked} />
      ) : (
        <details className="mt-1">
          <summary className="admin-summary">Lihat perubahan</summary>
          <ul className="list-unstyled mb-0">
            {shown.map((c) => (
              <li key={c.docId} className="mt-2">
                <Change entry={entry} change={c} linked={linked} />
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
      {onRestored && only && canRestore(entry.collection, only) && (
        <RestoreControl entry={entry} change={only} onRestored={onRestored} />
      )}
    </li>
  );
}

/**
 * History entries, newest first, a page at a time. `about` narrows it to one
 * document; `onRestored` offers each version back and hears after a restore.
 */
export function HistoryList({
  about,
  refresh = '',
  onRestored,
}: {
  about: { collection: string; docId: string } | null;
  refresh?: string;
  onRestored?: (message: string) => void;
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
                <Entry key={e.id} entry={e} linked={!about} onRestored={onRestored} />
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
