// The admin area's Firestore access, imported only by admin chunks. Same Lite
// instance as the public pages: the signed-in admin's token goes with it.
// Every write of shop content goes through recordedWrite(): the document and
// its riwayat (history) entry in one batch, as firestore.rules demands.
import {
  collection,
  collectionGroup,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  serverTimestamp,
  where,
  writeBatch,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { HISTORY_BATCH_DOCS } from '../config/limits';
import { toPlain, type Plain, type PlainDoc } from './plain';
import { publicDb } from './public-db';

export type CountFilter = [field: string, op: '==' | '<=' | 'in' | 'not-in', value: unknown];

/** How many documents match, by a count aggregation: one read per 1,000 matches, not one each. */
export async function countDocs(path: string, filters: CountFilter[] = []): Promise<number> {
  const constraints: QueryConstraint[] = filters.map(([f, op, v]) => where(f, op, v));
  const snap = await getCount(query(collection(publicDb(), path), ...constraints));
  return snap.data().count;
}

export interface DocQuery {
  where?: CountFilter[];
  orderBy?: [field: string, direction: 'asc' | 'desc'];
  limit?: number;
}

/** The documents a query selects, uncached. */
export async function queryDocs(path: string, q: DocQuery): Promise<PlainDoc[]> {
  const constraints: QueryConstraint[] = (q.where ?? []).map(([f, op, v]) => where(f, op, v));
  if (q.orderBy) constraints.push(orderBy(...q.orderBy));
  if (q.limit) constraints.push(limit(q.limit));
  const snap = await getDocs(query(collection(publicDb(), path), ...constraints));
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/** A whole collection, uncached (the admin screens keep their own copy). */
export async function readCollection(path: string): Promise<PlainDoc[]> {
  const snap = await getDocs(collection(publicDb(), path));
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/**
 * Every document of a collection group (all members' `kupon` claims), as
 * { parent document id, id, data }. Admins only (firestore.rules).
 */
export async function readCollectionGroup(name: string): Promise<(PlainDoc & { parent: string })[]> {
  const snap = await getDocs(collectionGroup(publicDb(), name));
  return snap.docs.map((d) => ({ id: d.id, parent: d.ref.parent.parent?.id ?? '', data: toPlain(d.data()) }));
}

/** The field in which a shop document names its latest history entry. */
export const HISTORY_FIELD = '_riwayat';

export type HistoryAction =
  | 'buat'
  | 'ubah'
  | 'hapus'
  | 'pulihkan'
  | 'impor'
  | 'ubah-massal'
  | 'status'
  // A ticket moved to a new code: src/firebase/ticket-move.ts.
  | 'ganti-kode';

export interface Admin {
  uid: string;
  email: string;
}

/** Fields that are bookkeeping, not content: left out of history snapshots. */
function content(data: Plain | null): Plain | null {
  if (!data) return null;
  const { [HISTORY_FIELD]: _history, ...rest } = data;
  void _history;
  return rest;
}

export interface DocChange {
  /** Omitted when creating: a new id is chosen. */
  id?: string;
  /** The document as it is now (null: it does not exist). */
  before: Plain | null;
  /** The fields to write (merged into the document); null deletes it. */
  data: Plain | null;
  /** Fields set to the server's time (e.g. createdAt on create). */
  serverTimeFields?: string[];
  /**
   * What the history keeps as the document after the write, when not the stored
   * document with `data` merged in (the write is a merge, so other fields stay).
   */
  after?: Plain | null;
  /**
   * A document of the same id in another collection written with this one and
   * recorded in the same entry (a ticket's private number): its fields join this
   * document's before and after, so the action stays one entry.
   */
  companion?: { collection: string; before: Plain | null; data: Plain };
}

export interface Written {
  ids: string[];
  /** The history entry the written documents now name. */
  entry: string;
}

/** The document the history keeps after a write: the stored one with the new fields merged in. */
function snapshotAfter(c: DocChange): Plain | null {
  if (c.after !== undefined) return c.after;
  if (c.data === null) return null;
  const after: Plain = { ...(c.before ?? {}), ...c.data };
  for (const f of c.serverTimeFields ?? []) after[f] = serverTimestamp();
  return after;
}

const withCompanion = (own: Plain | null, companion: Plain | null | undefined): Plain | null =>
  own === null && !companion ? null : { ...(own ?? {}), ...(companion ?? {}) };

/**
 * Writes shop documents of one collection and their history atomically, as ONE
 * entry (a ticket's private number goes in it as a companion): each document
 * names the entry in `_riwayat`, the entry lists the documents with their whole
 * content before and after (firestore.rules checks both sides). A delete cannot
 * name its entry in the document, so the rules compute its id. `source` names
 * the entry a restore brings back.
 */
export async function recordedBatch(
  action: HistoryAction,
  by: Admin,
  collectionName: string,
  changes: DocChange[],
  source?: string,
): Promise<Written> {
  const db = publicDb();
  const batch = writeBatch(db);
  const refs = changes.map((c) =>
    c.id ? doc(db, collectionName, c.id) : doc(collection(db, collectionName)),
  );
  const deleted = changes.length === 1 && changes[0]!.data === null;
  const previous = changes[0]?.before?.[HISTORY_FIELD];
  const entryId = deleted
    ? `hapus-${collectionName}-${refs[0]!.id}-${typeof previous === 'string' ? previous : 'awal'}`
    : doc(collection(db, 'riwayat')).id;
  const items: Record<string, { before: Plain | null; after: Plain | null }> = {};
  changes.forEach((c, i) => {
    const ref = refs[i]!;
    if (c.data === null) {
      batch.delete(ref);
    } else {
      const fields: Plain = { ...c.data, [HISTORY_FIELD]: entryId };
      for (const f of c.serverTimeFields ?? []) fields[f] = serverTimestamp();
      // merge: fields the form does not know (createdAt, legacy extras) stay as they are.
      batch.set(ref, fields, { merge: true });
    }
    const companion = c.companion;
    if (companion)
      batch.set(
        doc(db, companion.collection, ref.id),
        { ...companion.data, [HISTORY_FIELD]: entryId },
        { merge: true },
      );
    items[ref.id] = {
      before: withCompanion(content(c.before), content(companion?.before ?? null)),
      after: withCompanion(
        content(snapshotAfter(c)),
        companion && { ...(content(companion.before) ?? {}), ...companion.data },
      ),
    };
  });
  batch.set(doc(db, 'riwayat', entryId), {
    uid: by.uid,
    email: by.email,
    waktu: serverTimestamp(),
    collection: collectionName,
    action,
    docIds: refs.map((r) => r.id),
    items,
    ...(source ? { dari: source } : {}),
  });
  await batch.commit();
  return { ids: refs.map((r) => r.id), entry: entryId };
}

export interface RecordedWrite {
  collection: string;
  /** Omitted when creating: a new id is chosen. */
  id?: string;
  action: HistoryAction;
  /** The document's fields to write; null deletes it. */
  data: Plain | null;
  /** Whether the document exists already (update or delete) or is new. */
  existing: boolean;
  /** Who writes, as the rules require: the signed-in admin. */
  by: Admin;
  /** Fields set to the server's time (e.g. createdAt on create). */
  serverTimeFields?: string[];
  /** A restore: the entry whose version it brings back. */
  source?: string;
}

/**
 * Writes (or deletes) one shop document with its history entry. The document is
 * read first, so the entry keeps what it really was (another admin may have
 * changed it since the list was read) and a delete names the right entry.
 */
export async function recordedWrite(w: RecordedWrite): Promise<{ id: string; entry: string }> {
  const current = w.existing && w.id ? await getDoc(doc(publicDb(), w.collection, w.id)) : null;
  const before = current?.exists() ? toPlain(current.data()) : null;
  const { ids, entry } = await recordedBatch(
    w.action,
    w.by,
    w.collection,
    [{ id: w.id, before, data: w.data, serverTimeFields: w.serverTimeFields }],
    w.source,
  );
  return { id: ids[0]!, entry };
}

/**
 * Changes only `fields` of an existing document (e.g. a promo request's status), with
 * its history entry: the rest of the document is not rewritten (the rules may allow
 * only these fields to change), and the entry keeps the whole document before and after.
 */
export async function recordedUpdate(
  collectionName: string,
  id: string,
  action: HistoryAction,
  fields: Plain,
  by: Admin,
): Promise<{ entry: string; after: Plain }> {
  const current = await getDoc(doc(publicDb(), collectionName, id));
  if (!current.exists()) throw new Error(`${collectionName}/${id} does not exist.`);
  const before = toPlain(current.data());
  const after = { ...before, ...fields };
  const { entry } = await recordedBatch(action, by, collectionName, [{ id, before, data: fields, after }]);
  return { entry, after: { ...after, [HISTORY_FIELD]: entry } };
}

/** A new document id, chosen before writing so that a retried batch rewrites the same documents. */
export function newDocId(collectionName: string): string {
  return doc(collection(publicDb(), collectionName)).id;
}

/**
 * Many writes to one collection (an import, a bulk price change), HISTORY_BATCH_DOCS at a
 * time, each batch with one history entry. `before` is what the caller compared
 * against. A batch is all or nothing; `onBatch` hears after each one, so a failure
 * leaves the caller knowing exactly which rows are stored.
 */
export async function recordedWrites(
  collectionName: string,
  action: HistoryAction,
  by: Admin,
  changes: DocChange[],
  onBatch: (written: Written, done: number) => void | Promise<void>,
): Promise<void> {
  for (let start = 0; start < changes.length; start += HISTORY_BATCH_DOCS) {
    const written = await recordedBatch(
      action,
      by,
      collectionName,
      changes.slice(start, start + HISTORY_BATCH_DOCS),
    );
    await onBatch(written, Math.min(start + HISTORY_BATCH_DOCS, changes.length));
  }
}

export interface HistoryChange {
  docId: string;
  before: Plain | null;
  after: Plain | null;
}

export interface HistoryEntry {
  id: string;
  uid: string;
  email: string;
  waktu: Date | null;
  collection: string;
  action: HistoryAction;
  /** The documents the write touched (one document's view: only that one). */
  changes: HistoryChange[];
  /** How many documents the write touched in all. */
  total: number;
  /** A restore: the entry whose version it brought back. */
  source: string | null;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Pass back to read the next (older) page; null when there is none. */
  next: QueryDocumentSnapshot | null;
}

function changesOf(items: unknown, docIds: string[]): HistoryChange[] {
  const map = (items ?? {}) as Record<string, { before?: Plain | null; after?: Plain | null }>;
  return docIds.map((docId) => ({
    docId,
    before: map[docId]?.before ?? null,
    after: map[docId]?.after ?? null,
  }));
}

function toEntry(id: string, data: Plain, onlyDoc: string | null): HistoryEntry {
  const docIds = Array.isArray(data.docIds) ? data.docIds.map(String) : [];
  return {
    id,
    uid: String(data.uid ?? ''),
    email: String(data.email ?? ''),
    waktu: data.waktu instanceof Date ? data.waktu : null,
    collection: String(data.collection ?? ''),
    action: data.action as HistoryAction,
    changes: changesOf(data.items, onlyDoc !== null ? [onlyDoc] : docIds),
    total: docIds.length,
    source: typeof data.dari === 'string' ? data.dari : null,
  };
}

/** One history entry, seen from one of its documents (one read); null when there is none. */
export async function readHistoryEntry(id: string, docId: string): Promise<HistoryEntry | null> {
  const snap = await getDoc(doc(publicDb(), 'riwayat', id));
  return snap.exists() ? toEntry(snap.id, toPlain(snap.data()), docId) : null;
}

/**
 * The history, newest first, a page at a time: the whole shop's, or one
 * document's, including the imports and bulk changes it was part of
 * (firestore.indexes.json holds the index that query needs).
 */
export async function readHistory(
  about: { collection: string; docId: string } | null,
  pageSize: number,
  after: QueryDocumentSnapshot | null = null,
): Promise<HistoryPage> {
  const constraints: QueryConstraint[] = [];
  if (about)
    constraints.push(
      where('collection', '==', about.collection),
      where('docIds', 'array-contains', about.docId),
    );
  constraints.push(orderBy('waktu', 'desc'));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(pageSize));
  const snap = await getDocs(query(collection(publicDb(), 'riwayat'), ...constraints));
  const entries = snap.docs.map((d) => toEntry(d.id, toPlain(d.data()), about?.docId ?? null));
  return { entries, next: snap.docs.length === pageSize ? snap.docs[snap.docs.length - 1]! : null };
}
