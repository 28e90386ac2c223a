import { useState } from 'react';
import type { Plain } from '../../../firebase/plain';
import { useMember } from '../../../ui/auth-context';
import { pick } from '../core/conflict/conflict';
import { WriteConflict } from '../core/data/versions';
import { saveRecord, type PlainDoc, type Seen } from '../core/records-api';
import type { CollectionSchema } from '../core/schema';
import { validateRecord, type Value } from '../core/validate';

/** What a list row's quick edit needs: the record, its name for labels, and who to tell. */
export interface RowEditProps {
  schema: CollectionSchema;
  record: PlainDoc;
  name: string;
  /** The record as stored now (null: another admin deleted it). */
  onSaved: (data: Plain | null) => void;
}

export type RowSaveResult =
  | { ok: true }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; failed: true }
  | { ok: false; conflict: true };

/** Another admin saved the record first: what is stored, and this change (checked) to show beside it. */
export interface RowConflict {
  stored: Plain | null;
  changes: Record<string, Value>;
  mine: Plain;
}

/**
 * A change made from a list row (a price, the stock): the whole record checked by
 * the schema with the change in it, then written with history like the form does,
 * on the version the row shows. When another admin saved first, `conflict` holds
 * both versions until the admin keeps one.
 */
export function useRowSave({ schema, record, onSaved }: RowEditProps) {
  const admin = useMember();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<RowConflict | null>(null);

  async function save(changes: Record<string, Value>, over: Seen = record): Promise<RowSaveResult> {
    const base = (over.data ?? record.data) as Record<string, Value>;
    const checked = validateRecord(schema, { ...base, ...changes });
    if (!checked.ok) return { ok: false, errors: checked.errors };
    setBusy(true);
    try {
      const stored = await saveRecord(schema, checked.data, over, admin);
      setConflict(null);
      onSaved(stored.data);
      return { ok: true };
    } catch (e) {
      if (e instanceof WriteConflict) {
        const stored = e.docs[0]!.stored;
        setConflict({ stored, changes, mine: pick(checked.data, Object.keys(changes)) });
        return { ok: false, conflict: true };
      }
      console.warn('Quick change failed', e);
      return { ok: false, failed: true };
    } finally {
      setBusy(false);
    }
  }

  /** "Pakai versi saya": the same change, on the version the conflict showed. */
  const keepMine = (c: RowConflict) => save(c.changes, { id: record.id, data: c.stored });

  /** "Pakai versi mereka": the row shows what is stored. */
  function keepTheirs(c: RowConflict) {
    setConflict(null);
    onSaved(c.stored);
  }

  return { busy, save, conflict, keepMine, keepTheirs };
}
