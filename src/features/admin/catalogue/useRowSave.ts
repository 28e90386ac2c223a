import { useState } from 'react';
import type { Plain } from '../../../firebase/plain';
import { useMember } from '../../../ui/auth-context';
import { saveRecord, type PlainDoc } from './api';
import type { CollectionSchema } from './schema';
import { validateRecord, type Value } from './validate';

/** What a list row's quick edit needs: the record, its name for labels, and who to tell. */
export interface RowEditProps {
  schema: CollectionSchema;
  record: PlainDoc;
  name: string;
  onSaved: (data: Plain) => void;
}

export type RowSaveResult =
  { ok: true } | { ok: false; errors: Record<string, string> } | { ok: false; failed: true };

/**
 * A change made from a list row (a price, the stock): the whole record checked by
 * the schema with the change in it, then written with history like the form does.
 */
export function useRowSave({ schema, record, onSaved }: RowEditProps) {
  const admin = useMember();
  const [busy, setBusy] = useState(false);
  async function save(changes: Record<string, Value>): Promise<RowSaveResult> {
    const checked = validateRecord(schema, { ...(record.data as Record<string, Value>), ...changes });
    if (!checked.ok) return { ok: false, errors: checked.errors };
    setBusy(true);
    try {
      await saveRecord(schema, checked.data, record, admin);
      onSaved({ ...record.data, ...checked.data });
      return { ok: true };
    } catch (e) {
      console.warn('Quick change failed', e);
      return { ok: false, failed: true };
    } finally {
      setBusy(false);
    }
  }
  return { busy, save };
}
