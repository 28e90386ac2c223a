// Catalogue reads and writes for the admin screens. A collection is read once per
// admin session and kept here; the admin's own writes update that copy, so going
// back to a list reads nothing new. One with visitor lists is read from them (a
// handful of documents, not one read per item); a count of the collection then tells
// whether they hold every record, and if not, the collection itself replaces them.
import { readHistory, readHistoryEntry } from './data/history-read';
import { readListedRecords } from './data/listed-records';
import { countDocs, readCollection } from './data/queries';
import type { Admin } from './data/recorded-batch';
import { newDocId, recordedWrite, recordedWrites } from './data/recorded-writes';
import { HISTORY_FIELD, WriteConflict } from './data/versions';
import type { Plain, PlainDoc } from '../../../firebase/plain';
import { getDocById } from '../../../firebase/signed-in/lite-db';
import { versionBefore } from './history/restore';
import type { CollectionSchema } from './schema';
import { stockBeforeSoldOut } from './stock';
import { validateRecord, type Row } from './validate';

export type { PlainDoc };

const copies = new Map<string, Promise<PlainDoc[]>>();
/** Each copy read from visitor lists: its count check, settled once the copy is known whole. */
const checks = new Map<string, Promise<void>>();

function keep(collection: string, copy: Promise<PlainDoc[]>): Promise<PlainDoc[]> {
  copies.set(collection, copy);
  copy.catch(() => copies.delete(collection)); // a failed read is tried again next time
  return copy;
}

type Replaced = (docs: PlainDoc[]) => void;
const replacedListeners = new Map<string, Set<Replaced>>();

/** Calls back with a collection's records when its copy is replaced by the collection itself; returns unsubscribe. */
export function onCopyReplaced(collection: string, listener: Replaced): () => void {
  const set = replacedListeners.get(collection) ?? new Set<Replaced>();
  replacedListeners.set(collection, set);
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Whether the lists held every record, known from a count of the collection after
 * they are shown: one that differs (a document added or deleted outside the admin,
 * or one in no tab) has the collection itself read in their place. A failed count
 * leaves the lists.
 */
async function checkListed(collection: string, copy: Promise<PlainDoc[]>, listed: PlainDoc[]) {
  const count = await countDocs(collection).catch(() => null);
  if (count === null || count === listed.length || copies.get(collection) !== copy) return;
  const docs = await keep(collection, readCollection(collection));
  for (const listener of replacedListeners.get(collection) ?? []) listener(docs);
}

export function listRecords(collection: string): Promise<PlainDoc[]> {
  const kept = copies.get(collection);
  if (kept) return kept;
  const copy: Promise<PlainDoc[]> = readListedRecords(collection).then((listed) => {
    if (!listed) return readCollection(collection);
    checks.set(
      collection,
      checkListed(collection, copy, listed).catch((e: unknown) =>
        console.warn(`Reading ${collection} in place of its lists failed`, e),
      ),
    );
    return listed;
  });
  return keep(collection, copy);
}

/**
 * Every record, once the count has told whether the lists held them all: what an
 * export, an import's plan or a bulk change starts from, since a record added
 * outside the admin and missing from them would be left out of a file or planned
 * as new. A list screen shows the lists at once instead (onCopyReplaced follows).
 */
export async function allRecords(collection: string): Promise<PlainDoc[]> {
  await listRecords(collection);
  await checks.get(collection);
  // The copy as it is now: the collection, if the check replaced the lists, with the admin's writes since.
  return listRecords(collection);
}

/**
 * One record as the admin's copy holds it, else the document itself (one read): a
 * record added outside the admin may be missing from lists just read.
 */
export async function readRecord(collection: string, id: string): Promise<PlainDoc | null> {
  return (await listRecords(collection)).find((r) => r.id === id) ?? getDocById(`${collection}/${id}`);
}

/** Forgets the collection's copy: the next read is afresh. */
export function forgetRecords(collection: string): void {
  copies.delete(collection);
}

/** Reads the collection afresh. */
export function reloadRecords(collection: string): Promise<PlainDoc[]> {
  forgetRecords(collection);
  return listRecords(collection);
}

/** Reads the collection's own documents afresh, not its visitor lists: what a check of those lists compares. */
export function readStoredRecords(collection: string): Promise<PlainDoc[]> {
  return keep(collection, readCollection(collection));
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

/** A record as the admin read it: `data` null when it was deleted meanwhile (saving brings it back). */
export interface Seen {
  id: string;
  data: Plain | null;
}

/** After WriteConflict: the list's copy learns what is stored now, so the screens show it. */
export async function adoptStored(collection: string, conflict: WriteConflict): Promise<void> {
  await replaceManyInCopy(
    collection,
    conflict.docs.map((d) => ({ id: d.id, data: d.stored })),
  );
}

async function written<T>(collection: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (e instanceof WriteConflict) await adoptStored(collection, e);
    throw e;
  }
}

/**
 * Creates (no `before`) or updates a record with its history entry, if it is
 * still the version the admin read (else WriteConflict, and the list's copy
 * holds what is stored now); returns the record as stored. A new record gets a
 * fresh id, or the singleton's (kontak/aktif).
 */
export async function saveRecord(
  schema: CollectionSchema,
  data: Row,
  before: Seen | null,
  by: Admin,
): Promise<PlainDoc> {
  const existed = Boolean(before?.data);
  const { id, doc } = await written(schema.collection, () =>
    recordedWrite({
      collection: schema.collection,
      id: before?.id ?? schema.singleton,
      action: existed ? 'ubah' : 'buat',
      data,
      before: before?.data ?? null,
      by,
      serverTimeFields: existed || !schema.createdAtField ? [] : [schema.createdAtField],
    }),
  );
  const stored = { id, data: doc! };
  await replaceInCopy(schema.collection, id, stored.data);
  return stored;
}

/** Deletes a record if it is still the version the admin read (else WriteConflict). */
export async function deleteRecord(schema: CollectionSchema, record: PlainDoc, by: Admin): Promise<void> {
  await written(schema.collection, () =>
    recordedWrite({
      collection: schema.collection,
      id: record.id,
      action: 'hapus',
      data: null,
      before: record.data,
      by,
    }),
  );
  await replaceInCopy(schema.collection, record.id, null);
}

/** An old version that today's form would refuse (e.g. written before a field became required). */
export class VersionRefused extends Error {}

/** What a restore will write, and what the record is now (null: it was deleted). */
export interface RestorePlan {
  current: Plain | null;
  /** The record as read for the plan, with its version: the restore writes only over that. */
  seen: Plain | null;
  /** The document as it will be once restored (what the confirmation compares). */
  restored: Plain;
  /** The fields to write. */
  data: Plain;
}

const withoutHistory = (data: Plain): Plain => {
  const { [HISTORY_FIELD]: _entry, ...rest } = data;
  void _entry;
  return rest;
};

/**
 * The record as it was before a change (`before`, from that change's history
 * entry), checked by today's form, against the record as stored now (read
 * afresh: another admin may have changed it). A deleted record comes back with
 * its form's fields and the date the server gave it (createdAt, a notification's
 * date); a field no form knows (an older document's) stays in the history only:
 * firestore.rules let a new document hold nothing else.
 */
export async function planRestore(schema: CollectionSchema, id: string, before: Plain): Promise<RestorePlan> {
  const stored = await getDocById(`${schema.collection}/${id}`);
  const current = stored ? withoutHistory(stored.data) : null;
  const checked = validateRecord(schema, versionBefore(schema, before, current));
  if (!checked.ok) throw new VersionRefused(Object.keys(checked.errors).join(', '));
  const dated = schema.createdAtField;
  const date: Plain = dated && dated in before ? { [dated]: before[dated] } : {};
  const data: Plain = current ? checked.data : { ...date, ...checked.data };
  return { current, seen: stored?.data ?? null, restored: { ...(current ?? {}), ...data }, data };
}

/**
 * Writes a planned restore, recorded as 'pulihkan' naming the entry it brings
 * back, if the record is still as the plan read it (else WriteConflict).
 */
export async function restoreRecord(
  schema: CollectionSchema,
  id: string,
  plan: RestorePlan,
  fromEntry: string,
  by: Admin,
): Promise<void> {
  const dated = schema.createdAtField;
  try {
    await recordedWrite({
      collection: schema.collection,
      id,
      action: 'pulihkan',
      data: plan.data,
      before: plan.seen,
      by,
      source: fromEntry,
      // A record deleted before it had a date gets today's (a notification must have one).
      serverTimeFields: !plan.current && dated && !(plan.data[dated] instanceof Date) ? [dated] : [],
    });
  } finally {
    copies.delete(schema.collection);
  }
}

/** How many records the history looks through for the stock before "Tandai habis". */
const STOCK_LOOKBACK = 10;

/**
 * The stock a sold-out record had before it was marked so, from its history:
 * first the entry the record names (one read: usually "Tandai habis" itself),
 * else its latest entries. Null when the history does not tell (ask the admin).
 */
export async function stockBeforeHabis(schema: CollectionSchema, record: PlainDoc): Promise<number | null> {
  // The list's copy knows the entry of a change made on this screen; the row may not.
  const copy = await copies.get(schema.collection)?.catch(() => null);
  const latest = copy?.find((d) => d.id === record.id)?.data[HISTORY_FIELD] ?? record.data[HISTORY_FIELD];
  if (typeof latest === 'string') {
    const entry = await readHistoryEntry(latest, record.id);
    const found = stockBeforeSoldOut([entry?.changes[0]]);
    if (found !== 'not-here') return found === 'ask' ? null : found.stock;
  }
  const page = await readHistory({ collection: schema.collection, docId: record.id }, STOCK_LOOKBACK);
  const found = stockBeforeSoldOut(page.entries.map((e) => e.changes[0]));
  return typeof found === 'object' ? found.stock : null;
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
 * A batch holding a record another admin changed since the plan read it writes
 * nothing (WriteConflict); the list's copy is then read afresh next time, so a
 * new plan starts from what is stored.
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
    // A new row's id was minted by withIds for it: nobody else can have written it.
    fresh: r.before === null,
    data: r.data,
    serverTimeFields: !r.before && schema.createdAtField ? [schema.createdAtField] : [],
  }));
  try {
    await recordedWrites(schema.collection, action, by, changes, async ({ ids, docs }, stored) => {
      await replaceManyInCopy(
        schema.collection,
        ids.map((id, i) => ({ id, data: docs[i]! })),
      );
      onProgress(stored);
    });
  } catch (e) {
    if (e instanceof WriteConflict) copies.delete(schema.collection);
    throw e;
  }
}
