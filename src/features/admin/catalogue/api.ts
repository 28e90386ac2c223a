// Catalogue reads and writes for the admin screens. A collection is read once per
// admin session and kept here; the admin's own writes update that copy, so going
// back to a list reads nothing new.
import {
  HISTORY_FIELD,
  newDocId,
  readCollection,
  recordedWrite,
  recordedWrites,
  type Admin,
} from '../../../firebase/admin-db';
import type { Plain, PlainDoc } from '../../../firebase/plain';
import type { CollectionSchema } from './schema';
import { validateRecord, type Row, type Value } from './validate';

export type { PlainDoc };

const copies = new Map<string, Promise<PlainDoc[]>>();

export function listRecords(collection: string): Promise<PlainDoc[]> {
  let copy = copies.get(collection);
  if (!copy) {
    copy = readCollection(collection);
    copies.set(collection, copy);
    copy.catch(() => copies.delete(collection)); // a failed read is tried again next time
  }
  return copy;
}

/** Reads the collection afresh (the list's 'Muat ulang'). */
export function reloadRecords(collection: string): Promise<PlainDoc[]> {
  copies.delete(collection);
  return listRecords(collection);
}

async function replaceInCopy(collection: string, id: string, data: Plain | null) {
  await replaceManyInCopy(collection, [{ id, data }]);
}

async function replaceManyInCopy(collection: string, changed: { id: string; data: Plain | null }[]) {
  const copy = copies.get(collection);
  if (!copy) return;
  const ids = new Set(changed.map((c) => c.id));
  const docs = (await copy).filter((d) => !ids.has(d.id));
  const kept = changed.filter((c): c is PlainDoc => c.data !== null);
  copies.set(collection, Promise.resolve([...docs, ...kept]));
}

export type { Admin };

/**
 * Creates (no `before`) or updates a record with its history entry; returns its
 * id. A new record gets a fresh id, or the singleton's (kontak/aktif).
 */
export async function saveRecord(
  schema: CollectionSchema,
  data: Row,
  before: PlainDoc | null,
  by: Admin,
): Promise<string> {
  const { id, entry } = await recordedWrite({
    collection: schema.collection,
    id: before?.id ?? schema.singleton,
    action: before ? 'ubah' : 'buat',
    data,
    existing: Boolean(before),
    by,
    serverTimeFields: before || !schema.createdAtField ? [] : [schema.createdAtField],
  });
  // The copy the list shows; a new item's server time is close enough to now.
  const created = !before && schema.createdAtField ? { [schema.createdAtField]: new Date() } : {};
  await replaceInCopy(schema.collection, id, {
    ...(before?.data ?? {}),
    ...data,
    ...created,
    [HISTORY_FIELD]: entry,
  });
  return id;
}

export async function deleteRecord(schema: CollectionSchema, record: PlainDoc, by: Admin): Promise<void> {
  await recordedWrite({
    collection: schema.collection,
    id: record.id,
    action: 'hapus',
    data: null,
    existing: true,
    by,
  });
  await replaceInCopy(schema.collection, record.id, null);
}

/** An old version that today's form would refuse (e.g. written before a field became required). */
export class VersionRefused extends Error {}

/** Writes an earlier version back (recreating a deleted record), with its history entry. */
export async function restoreRecord(
  schema: CollectionSchema,
  id: string,
  version: Record<string, unknown>,
  exists: boolean,
  by: Admin,
): Promise<void> {
  const checked = validateRecord(schema, version as Record<string, Value | undefined>);
  if (!checked.ok) throw new VersionRefused(Object.keys(checked.errors).join(', '));
  await recordedWrite({
    collection: schema.collection,
    id,
    action: 'pulihkan',
    data: checked.data,
    existing: exists,
    by,
    // A deleted record comes back dated now (a notification's tanggal, the rules ask for it).
    serverTimeFields: exists || !schema.createdAtField ? [] : [schema.createdAtField],
  });
  copies.delete(schema.collection);
}

/** A row of an import or a bulk change, as the dry run planned it. */
export interface BulkRow {
  /** Empty for a new record: `withIds` gives it one. */
  id: string;
  before: Plain | null;
  data: Row;
}

/** New records get their ids before the first batch, so that a retry cannot add them twice. */
export function withIds<T extends BulkRow>(collection: string, rows: T[]): T[] {
  return rows.map((r) => (r.id ? r : { ...r, id: newDocId(collection) }));
}

/**
 * Writes planned rows a batch at a time, each batch all or nothing with one
 * history entry; `onProgress` hears how many rows are stored after each batch.
 */
export async function saveRows(
  schema: CollectionSchema,
  action: 'impor' | 'ubah-massal',
  rows: BulkRow[],
  by: Admin,
  onProgress: (stored: number) => void,
): Promise<void> {
  const changes = rows.map((r) => ({
    id: r.id,
    before: r.before,
    data: r.data,
    serverTimeFields: !r.before && schema.createdAtField ? [schema.createdAtField] : [],
  }));
  await recordedWrites(schema.collection, action, by, changes, async ({ ids, entry }, stored) => {
    const batch = rows.slice(stored - ids.length, stored);
    // A new record's server time is close enough to now for the list.
    const created = schema.createdAtField ? { [schema.createdAtField]: new Date() } : {};
    await replaceManyInCopy(
      schema.collection,
      batch.map((r) => ({
        id: r.id,
        data: { ...(r.before ?? created), ...r.data, [HISTORY_FIELD]: entry },
      })),
    );
    onProgress(stored);
  });
}
