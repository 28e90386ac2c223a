import { useState } from 'react';
import { WriteConflict } from '../data/versions';
import { useMember } from '../../../../ui/auth-context';
import { ConfirmPanel } from '../ConfirmPanel';
import { useConfirmFocus } from '../useConfirmFocus';
import { CONFLICT_TITLE } from '../conflict/conflict';
import { planRestore, restoreRecord, VersionRefused, type RestorePlan } from '../records-api';
import { schemaOf } from '../schema';
import type { HistoryChange, HistoryEntry } from './api';
import { FieldChanges } from './FieldChanges';
import { changedFields, type FieldChange } from './format';

export const RESTORED = 'Versi dipulihkan.';
export const RESTORE_SAME = 'Data sekarang sudah sama dengan versi ini.';
export const RESTORE_REFUSED = 'Versi ini tidak lengkap untuk form sekarang, jadi tidak bisa dipulihkan.';
export const RESTORE_FAILED = 'Gagal memulihkan. Periksa koneksi lalu coba lagi.';
export const RESTORE_CONFLICT = `${CONFLICT_TITLE} sejak diperiksa; tidak ada yang dipulihkan. Periksa lagi.`;

type State =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'confirm'; plan: RestorePlan; changes: FieldChange[] }
  | { step: 'writing'; plan: RestorePlan; changes: FieldChange[] }
  | { step: 'problem'; text: string };

/**
 * "Pulihkan versi ini": brings back the record as it was BEFORE this entry's
 * change (a deleted record comes back whole). It first shows what will change
 * (field: now → restored), and writes only when the admin agrees; the restore is
 * recorded as an entry of its own. `onRestored` hears after the write.
 */
export function RestoreControl({
  entry,
  change,
  onRestored,
}: {
  entry: HistoryEntry;
  change: HistoryChange;
  onRestored: (message: string) => void;
}) {
  const admin = useMember();
  const schema = schemaOf(entry.collection);
  const [state, setState] = useState<State>({ step: 'idle' });
  const { openRef, questionRef, focusOpenerNext } = useConfirmFocus(state.step);

  if (!schema || !change.before) return null;
  const before = change.before;

  async function check() {
    setState({ step: 'checking' });
    try {
      const plan = await planRestore(schema!, change.docId, before);
      const changes = changedFields(entry.collection, plan.current, plan.restored);
      setState(
        changes.length === 0 ? { step: 'problem', text: RESTORE_SAME } : { step: 'confirm', plan, changes },
      );
    } catch (e) {
      console.warn('Restore check failed', e);
      setState({ step: 'problem', text: e instanceof VersionRefused ? RESTORE_REFUSED : RESTORE_FAILED });
    }
  }

  async function confirm(plan: RestorePlan, changes: FieldChange[]) {
    setState({ step: 'writing', plan, changes });
    try {
      await restoreRecord(schema!, change.docId, plan, entry.id, admin);
      onRestored(RESTORED);
    } catch (e) {
      // Another admin saved after the check: "Pulihkan versi ini" compares afresh.
      if (e instanceof WriteConflict) {
        focusOpenerNext();
        setState({ step: 'problem', text: RESTORE_CONFLICT });
        return;
      }
      console.warn('Restore failed', e);
      setState({ step: 'problem', text: RESTORE_FAILED });
    }
  }

  if (state.step === 'confirm' || state.step === 'writing') {
    const { plan, changes } = state;
    const recreate = plan.current === null;
    return (
      <ConfirmPanel
        label="Konfirmasi pulihkan"
        className="mt-2 p-2 border rounded bg-body-tertiary"
        testId="restore-confirm"
        question={
          recreate
            ? 'Kembalikan data yang dihapus ini?'
            : 'Pulihkan versi sebelum perubahan ini? Yang akan berubah:'
        }
        questionRef={questionRef}
        yes="Ya, pulihkan"
        busyYes="Memulihkan..."
        busy={state.step === 'writing'}
        onYes={() => void confirm(plan, changes)}
        onCancel={() => {
          focusOpenerNext();
          setState({ step: 'idle' });
        }}
      >
        {recreate ? (
          <FieldChanges changes={changes} single="to" />
        ) : (
          <FieldChanges changes={changes} testId="restore-changes" />
        )}
      </ConfirmPanel>
    );
  }

  return (
    <div className="mt-2 d-flex flex-wrap align-items-center gap-2">
      <button
        ref={openRef}
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => void check()}
        disabled={state.step === 'checking'}
      >
        {state.step === 'checking' ? 'Memeriksa...' : 'Pulihkan versi ini'}
      </button>
      {state.step === 'problem' &&
        (state.text === RESTORE_SAME ? (
          <span className="small text-body-secondary" role="status">
            {state.text}
          </span>
        ) : (
          <span className="small text-danger" role="alert">
            {state.text}
          </span>
        ))}
    </div>
  );
}
