// The admin area's Firestore access, imported only by admin chunks. Same Lite
// instance as the public pages: the signed-in admin's token goes with it.
// Every write of shop content goes through recordedBatch(): the document and
// its riwayat (history) entry in one transaction, as firestore.rules demands,
// and only on the version of the document the admin read (no lost update).
import type { HISTORY_ACTIONS } from '../../../firebase/specs/riwayat';
import {
  collection,
  collectionGroup,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  startAfter,
  serverTimestamp,
  where,
  type DocumentReference,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { HISTORY_BATCH_DOCS } from '../../../config/limits';
import { toPlain, type Plain, type PlainDoc } from '../../../firebase/plain';
import { liteDb } from '../../../firebase/signed-in/lite-db';
import { HISTORY_FIELD, isSameVersion, versionOf, WriteConflict, type ConflictDoc } from './versions';

export type CountFilter = [field: string, op: '==' | '<=' | 'in' | 'not-in', value: unknown];

/** How many documents match, by a count aggregation: one read per 1,000 matches, not one each. */
export async function countDocs(path: string, filters: CountFilter[] = []): Promise<number> {
  const constraints: QueryConstraint[] = filters.map(([f, op, v]) => where(f, op, v));
  const snap = await getCount(query(collection(liteDb(), path), ...constraints));
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
  const snap = await getDocs(query(collection(liteDb(), path), ...constraints));
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/** The documents whose ids lie between `from` and `to` (both included), by id: one read each. */
export async function readIdRange(path: string, from: string, to: string): Promise<PlainDoc[]> {
  const snap = await getDocs(
    query(collection(liteDb(), path), where(documentId(), '>=', from), where(documentId(), '<=', to)),
  );
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/** A whole collection, uncached (the admin screens keep their own copy). */
export async function readCollection(path: string): Promise<PlainDoc[]> {
  const snap = await getDocs(collection(liteDb(), path));
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/**
 * Every document of a collection group (all members' `kupon` claims), as
 * { parent document id, id, data }. Admins only (firestore.rules).
 */
export async function readCollectionGroup(name: string): Promise<(PlainDoc & { parent: string })[]> {
  const snap = await getDocs(collectionGroup(liteDb(), name));
  return snap.docs.map((d) => ({ id: d.id, parent: d.ref.parent.parent?.id ?? '', data: toPlain(d.data()) }));
}

export { HISTORY_FIELD, WriteConflict, type ConflictDoc };

/** What an entry records: the registry's riwayat actions. */
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

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

interface ChangeBase {
  /** Omitted when creating: a new id is chosen. */
  id?: string;
  /** Fields set to the server's time (e.g. createdAt on create). */
  serverTimeFields?: string[];
  /**
   * A document of the same id in another collection written with this one and
   * recorded in the same entry (a ticket's private number): its fields join this
   * document's before and after, so the action stays one entry. Written only if
   * its fields still hold what `before` holds.
   */
  companion?: { collection: string; before: Plain | null; data: Plain };
}

/** A write based on the version the admin read. */
export interface DocChange extends ChangeBase {
  /**
   * The document as the admin read it (null: it did not exist). The write goes
   * ahead only if the stored document is still that version, else WriteConflict.
   */
  before: Plain | null;
  /** Only these fields must still hold what `before` holds (not the whole version). */
  compare?: readonly string[];
  /**
   * A new document under an id minted for it here (newDocId, before the first
   * batch): no one else can have written it, so it is not read (an import's new
   * rows cost no reads).
   */
  fresh?: boolean;
  /** The fields to write (merged into the document); null deletes it. */
  data: Plain | null;
}

/**
 * A write computed from the document as stored at the moment of writing (a line
 * added to a ticket's history): it loses nothing another admin wrote, so it
 * goes ahead on any version of an existing document.
 */
export interface DocAppend extends ChangeBase {
  append: (stored: Plain) => Plain;
}

export interface Written {
  ids: string[];
  /** The history entry the written documents now name. */
  entry: string;
  /**
   * Each document as it is now (null: deleted), naming the entry; a field set to
   * the server's time holds the local time instead (close enough for a list).
   */
  docs: (Plain | null)[];
}

const withCompanion = (own: Plain | null, companion: Plain | null | undefined): Plain | null =>
  own === null && !companion ? null : { ...(own ?? {}), ...(companion ?? {}) };

const absent = Promise.resolve(null);

/**
 * A transaction that lost a race to another admin can come back refused
 * (permission-denied) instead of retried: the emulator evaluates the rules
 * before the commit's precondition (seen; Firestore may do the same), and some
 * rules refuse a write built on a stale read (a ticket's history must be the
 * stored lines plus one; a deletion entry is named after the stored version).
 * One more run reads what is stored now and either succeeds, reports the
 * conflict, or is refused again, which is then a real refusal.
 */
async function onceMoreIfRefused<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : null;
    if (code !== 'permission-denied') throw e;
    return run();
  }
}

/**
 * Writes shop documents of one collection and their history atomically, as ONE
 * entry, in a transaction: each document is read first and the write goes ahead
 * only if it is still the version the admin read (another admin may have saved
 * meanwhile: then nothing is written and WriteConflict carries what is stored).
 * Firestore commits only if the read documents did not change before the
 * commit, else it runs this again, which then sees the change. Each document
 * names the entry in `_riwayat`; the entry lists the documents with their whole
 * stored content before and after (firestore.rules checks both sides). A delete
 * cannot name its entry in the document, so the rules compute its id. `source`
 * names the entry a restore brings back.
 *
 * Cost: one read per existing document written (a new document with a fresh
 * id needs none), so a bulk price change of HISTORY_BATCH_DOCS rows reads as
 * many documents as it writes (the reads go out together), while an import's
 * new rows read nothing.
 */
export async function recordedBatch(
  action: HistoryAction,
  by: Admin,
  collectionName: string,
  changes: (DocChange | DocAppend)[],
  source?: string,
): Promise<Written> {
  const db = liteDb();
  const refs = changes.map((c) =>
    c.id ? doc(db, collectionName, c.id) : doc(collection(db, collectionName)),
  );
  const companionRefs = changes.map((c, i) =>
    c.companion ? doc(db, c.companion.collection, refs[i]!.id) : null,
  );
  const deleted = changes.length === 1 && 'data' in changes[0]! && changes[0].data === null;
  const freshEntry = doc(collection(db, 'riwayat')).id;
  return onceMoreIfRefused(() =>
    runTransaction(db, async (tx) => {
      const read = (ref: DocumentReference) =>
        tx.get(ref).then((s) => (s.exists() ? toPlain(s.data()) : null));
      // A fresh id names no document yet: nothing to read.
      const [stored, storedCompanions] = await Promise.all([
        Promise.all(changes.map((c, i) => (c.id && !('fresh' in c && c.fresh) ? read(refs[i]!) : absent))),
        Promise.all(companionRefs.map((ref) => (ref ? read(ref) : absent))),
      ]);
      const conflicts: ConflictDoc[] = [];
      changes.forEach((c, i) => {
        const now = stored[i]!;
        const companion = c.companion;
        const same =
          'append' in c
            ? now !== null
            : isSameVersion(c.before, now, c.compare) &&
              (!companion ||
                isSameVersion(companion.before, storedCompanions[i]!, Object.keys(companion.data)));
        if (!same)
          conflicts.push({
            id: refs[i]!.id,
            stored: now,
            ...(companion && { companion: storedCompanions[i]! }),
          });
      });
      if (conflicts.length > 0) throw new WriteConflict(conflicts);

      const previous = stored[0] ? versionOf(stored[0]) : null;
      const entryId = deleted ? `hapus-${collectionName}-${refs[0]!.id}-${previous ?? 'awal'}` : freshEntry;
      const items: Record<string, { before: Plain | null; after: Plain | null }> = {};
      const docs = changes.map((c, i) => {
        const ref = refs[i]!;
        const now = stored[i]!;
        const data = 'append' in c ? c.append(now!) : c.data;
        const serverTime = c.serverTimeFields ?? [];
        let after: Plain | null = null;
        if (data === null) {
          tx.delete(ref);
        } else {
          const fields: Plain = { ...data, [HISTORY_FIELD]: entryId };
          for (const f of serverTime) fields[f] = serverTimestamp();
          // merge: fields the form does not know (createdAt, legacy extras) stay as they are.
          tx.set(ref, fields, { merge: true });
          after = { ...(now ?? {}), ...fields };
        }
        const companion = c.companion;
        const companionBefore = storedCompanions[i];
        if (companion)
          tx.set(companionRefs[i]!, { ...companion.data, [HISTORY_FIELD]: entryId }, { merge: true });
        items[ref.id] = {
          before: withCompanion(content(now), content(companionBefore ?? null)),
          after: withCompanion(
            content(after),
            companion && { ...(content(companionBefore ?? null) ?? {}), ...companion.data },
          ),
        };
        if (!after) return null;
        for (const f of serverTime) after[f] = new Date();
        return after;
      });
      tx.set(doc(db, 'riwayat', entryId), {
        uid: by.uid,
        email: by.email,
        waktu: serverTimestamp(),
        collection: collectionName,
        action,
        docIds: refs.map((r) => r.id),
        items,
        ...(source ? { dari: source } : {}),
      });
      return { ids: refs.map((r) => r.id), entry: entryId, docs };
    }),
  );
}

export interface RecordedWrite {
  collection: string;
  /** Omitted when creating: a new id is chosen. */
  id?: string;
  action: HistoryAction;
  /** The document's fields to write; null deletes it. */
  data: Plain | null;
  /** The document as the admin read it (null: it did not exist): written only if still so. */
  before: Plain | null;
  /** Who writes, as the rules require: the signed-in admin. */
  by: Admin;
  /** Fields set to the server's time (e.g. createdAt on create). */
  serverTimeFields?: string[];
  /** A restore: the entry whose version it brings back. */
  source?: string;
}

/**
 * Writes (or deletes) one shop document with its history entry, if it is still
 * the version the admin read (else WriteConflict). Returns the document as it is
 * now (null: deleted).
 */
export async function recordedWrite(
  w: RecordedWrite,
): Promise<{ id: string; entry: string; doc: Plain | null }> {
  const { ids, entry, docs } = await recordedBatch(
    w.action,
    w.by,
    w.collection,
    [{ id: w.id, before: w.before, data: w.data, serverTimeFields: w.serverTimeFields }],
    w.source,
  );
  return { id: ids[0]!, entry, doc: docs[0]! };
}

/**
 * Changes only `fields` of an existing document (e.g. a promo request's status), with
 * its history entry, if it is still the version the admin read (`version`: its
 * `_riwayat`, null when no admin has written it yet): the rest of the document is
 * not rewritten (the rules may allow only these fields to change), and the entry
 * keeps the whole document before and after. Returns the document as it is now.
 */
export async function recordedUpdate(
  collectionName: string,
  id: string,
  action: HistoryAction,
  fields: Plain,
  by: Admin,
  version: string | null,
): Promise<{ entry: string; after: Plain }> {
  const seen: Plain = version === null ? {} : { [HISTORY_FIELD]: version };
  const { entry, docs } = await recordedBatch(action, by, collectionName, [
    { id, before: seen, data: fields },
  ]);
  return { entry, after: docs[0]! };
}

/** A new document id, chosen before writing so that a retried batch rewrites the same documents. */
export function newDocId(collectionName: string): string {
  return doc(collection(liteDb(), collectionName)).id;
}

/**
 * Many writes to one collection (an import, a bulk price change), HISTORY_BATCH_DOCS at a
 * time, each batch with one history entry. `before` is what the caller compared
 * against: a batch in which a document changed since writes nothing (WriteConflict).
 * A batch is all or nothing; `onBatch` hears after each one, so a failure
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
  const snap = await getDoc(doc(liteDb(), 'riwayat', id));
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
  const snap = await getDocs(query(collection(liteDb(), 'riwayat'), ...constraints));
  const entries = snap.docs.map((d) => toEntry(d.id, toPlain(d.data()), about?.docId ?? null));
  return { entries, next: snap.docs.length === pageSize ? snap.docs[snap.docs.length - 1]! : null };
}
