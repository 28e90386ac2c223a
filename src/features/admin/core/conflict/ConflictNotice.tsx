import { useEffect, useRef } from 'react';
import type { Plain } from '../../../../firebase/plain';
import { versionOf } from '../data/versions';
import { formatDateTime } from '../../../../lib/dates';
import { useLoad } from '../../../../ui/useLoad';
import { savedBy } from '../../api';
import { LineList } from '../LineList';
import { CONFLICT_TITLE, conflictFields } from './conflict';

const NONE = '-';

function Lines({ lines }: { lines: string[] }) {
  if (lines.length <= 1) return <span className="text-break">{lines[0] ?? NONE}</span>;
  return <LineList lines={lines} />;
}

/** "Disimpan oleh b@toko.id, 25 November 2026 14.03" from the stored version's entry (one read). */
function SavedBy({ entry }: { entry: string }) {
  const who = useLoad(() => savedBy(entry), `riwayat/${entry}`);
  if (who.status !== 'ready' || !who.data) return null;
  const { email, waktu } = who.data;
  return (
    <p className="small mb-2" data-testid="conflict-by">
      Disimpan oleh {email}
      {waktu && `, ${formatDateTime(waktu)}`}.
    </p>
  );
}

/**
 * Another admin saved first: says so, shows field by field what is stored now
 * ("Versi mereka") beside what this admin has ("Versi kamu"), and lets the admin
 * keep one. Nothing is written until a button is tapped; what was typed stays.
 */
export function ConflictNotice({
  collection,
  theirs,
  mine,
  busy = false,
  mineLabel = 'Versi kamu',
  mineAction = 'Pakai versi saya',
  theirsAction = 'Pakai versi mereka',
  onMine,
  onTheirs,
}: {
  collection: string;
  /** The document as stored now (null: deleted). */
  theirs: Plain | null;
  /** What this admin would save: only the fields it sets. */
  mine: Plain;
  busy?: boolean;
  mineLabel?: string;
  mineAction?: string;
  theirsAction?: string;
  onMine: () => void;
  onTheirs: () => void;
}) {
  const titleRef = useRef<HTMLParagraphElement>(null);
  // The notice replaces a save that did not happen: it takes the focus, so it is read out.
  useEffect(() => titleRef.current?.focus(), [theirs]);
  const fields = conflictFields(collection, theirs, mine);
  const entry = theirs && versionOf(theirs);
  return (
    <div
      className="alert alert-warning text-body"
      role="group"
      aria-label={CONFLICT_TITLE}
      data-testid="conflict"
    >
      <p ref={titleRef} tabIndex={-1} className="fw-semibold mb-1" role="alert">
        {CONFLICT_TITLE}.
      </p>
      {entry && <SavedBy entry={entry} />}
      <p className="small mb-2">
        {theirs === null
          ? 'Admin lain sudah menghapus data ini. '
          : fields.length === 0
            ? 'Isinya sekarang sama dengan versi kamu. '
            : ''}
        Belum ada yang disimpan. Pilih versi yang dipakai:
      </p>
      {fields.length > 0 && (
        <ul className="list-unstyled small mb-2 bg-body rounded border" data-testid="conflict-fields">
          {fields.map((f) => (
            <li key={f.field} className="px-2 py-2 border-bottom">
              <div className="fw-semibold">{f.label}</div>
              <div className="row g-1">
                <div className="col-12 col-sm-6" data-testid="conflict-theirs">
                  <span className="text-body-secondary">Versi mereka: </span>
                  {theirs === null ? 'dihapus' : <Lines lines={f.theirs} />}
                </div>
                <div className="col-12 col-sm-6" data-testid="conflict-mine">
                  <span className="text-body-secondary">{mineLabel}: </span>
                  <Lines lines={f.mine} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={onMine} disabled={busy}>
          {busy ? 'Menyimpan...' : mineAction}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onTheirs} disabled={busy}>
          {theirsAction}
        </button>
      </div>
    </div>
  );
}
