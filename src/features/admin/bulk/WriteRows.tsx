import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { WriteConflict } from '../core/data/versions';
import { useMember } from '../../../ui/auth-context';
import { CONFLICT_TITLE } from '../core/conflict/conflict';
import { saveRows, withIds } from '../core/records-api';
import type { CollectionSchema } from '../core/schema';
import { writable, type Plan } from './plan';
import { adminPaths } from '../../../config/admin-paths';

type Progress =
  | { state: 'idle' }
  | { state: 'writing'; stored: number }
  | { state: 'failed'; stored: number }
  /** Another admin changed rows of the next batch after the plan read them: nothing of it was written. */
  | { state: 'conflict'; stored: number; changed: number }
  | { state: 'done' };

/**
 * Writes a plan's new and changed rows, a batch at a time, with a progress bar.
 * A failed batch stores none of its rows; 'Coba lagi' goes on from the first row
 * not stored (new rows keep the ids they were given, so none is added twice).
 */
export function WriteRows({
  schema,
  plan,
  action,
  button,
  done,
}: {
  schema: CollectionSchema;
  plan: Plan;
  action: 'impor' | 'ubah-massal';
  /** 'Simpan 12 baris' */
  button: string;
  /** What the success message says was stored. */
  done: string;
}) {
  const admin = useMember();
  const rows = useRef<ReturnType<typeof writable> | null>(null);
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const total = writable(plan).length;

  async function write(from: number) {
    rows.current ??= withIds(schema.collection, writable(plan));
    setProgress({ state: 'writing', stored: from });
    let stored = from;
    try {
      await saveRows(schema, action, rows.current.slice(from), admin, (n) => {
        stored = from + n;
        setProgress({ state: 'writing', stored });
      });
      setProgress({ state: 'done' });
    } catch (e) {
      if (e instanceof WriteConflict) {
        setProgress({ state: 'conflict', stored, changed: e.docs.length });
        return;
      }
      console.warn('Bulk write failed', e);
      setProgress({ state: 'failed', stored });
    }
  }

  if (progress.state === 'done')
    return (
      <div className="alert alert-success" role="status">
        <p>{done}</p>
        <Link to={adminPaths.collection(schema.collection)} className="btn btn-success">
          Kembali ke {schema.title}
        </Link>
      </div>
    );
  return (
    <div className="mb-4">
      {progress.state === 'idle' && (
        <button
          type="button"
          className="btn btn-primary w-100"
          disabled={total === 0}
          onClick={() => write(0)}
        >
          {button}
        </button>
      )}
      {progress.state !== 'idle' && (
        <>
          {/* The browser's own bar: no stylesheet of its own to download. */}
          <progress
            className="d-block w-100 mb-2"
            aria-label="Baris tersimpan"
            max={total}
            value={progress.stored}
          >
            {progress.stored} / {total}
          </progress>
          <p className="small" aria-live="polite">
            {progress.state === 'writing'
              ? `Menyimpan... ${progress.stored} dari ${total} baris tersimpan.`
              : ''}
          </p>
        </>
      )}
      {progress.state === 'conflict' && (
        <div className="alert alert-warning text-body" role="alert">
          <p className="fw-semibold mb-1">{CONFLICT_TITLE}.</p>
          <p>
            {progress.changed} baris berubah setelah rencana ini dibuat, jadi tidak ditimpa: {progress.stored}{' '}
            dari {total} baris tersimpan, sisanya belum. Buat rencana lagi dari data terbaru.
          </p>
          <Link to={adminPaths.collection(schema.collection)} className="btn btn-outline-secondary">
            Kembali ke {schema.title}
          </Link>
        </div>
      )}
      {progress.state === 'failed' && (
        <div className="alert alert-danger" role="alert">
          <p>
            Penyimpanan berhenti: {progress.stored} dari {total} baris tersimpan, sisanya belum. Periksa
            koneksi, lalu coba lagi.
          </p>
          <button type="button" className="btn btn-outline-danger" onClick={() => write(progress.stored)}>
            Coba lagi
          </button>
        </div>
      )}
    </div>
  );
}
