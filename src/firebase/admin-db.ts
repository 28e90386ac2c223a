// The admin area's Firestore access, imported only by admin chunks. Same Lite
// instance as the public pages: the signed-in admin's token goes with it.
// Every write of shop content goes through recordedWrite(): the document and
// its riwayat (history) entry in one batch, as firestore.rules demands.
import {
  collection,
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
import { toPlain, type Plain, type PlainDoc } from './plain';
import { publicDb } from './public-db';

export type CountFilter = [field: string, op: '==' | '<=' | 'in' | 'not-in', value: unknown];

/** How many documents match, by a count aggregation: one read per 1,000 matches, not one each. */
export async function countDocs(path: string, filters: CountFilter[] = []): Promise<number> {
  const constraints: QueryConstraint[] = filters.map(([f, op, v]) => where(f, op, v));
  const snap = await getCount(query(collection(publicDb(), path), ...constraints));
  return snap.data().count;
}

/** A whole collection, uncached (the admin screens keep their own copy). */
export async function readCollection(path: string): Promise<PlainDoc[]> {
  const snap = await getDocs(collection(publicDb(), path));
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/** The field in which a shop document names its latest history entry. */
export const HISTORY_FIELD = '_riwayat';

export type HistoryAction = 'buat' | 'ubah' | 'hapus' | 'pulihkan';

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
  by: { uid: string; email: string };
  /** Fields set to the server's time (e.g. createdAt on create). */
  serverTimeFields?: string[];
}

/** Fields that are bookkeeping, not content: left out of history snapshots. */
function content(data: Plain | null): Plain | null {
  if (!data) return null;
  const { [HISTORY_FIELD]: _history, ...rest } = data;
  void _history;
  return rest;
}

export interface Written {
  id: string;
  /** The history entry now named by the document. */
  entry: string;
}

/**
 * Writes (or deletes) a shop document and its history entry atomically. The
 * document is read first, so the entry keeps what it really was (another admin
 * may have changed it since the list was read) and a delete names the right entry.
 */
export async function recordedWrite(w: RecordedWrite): Promise<Written> {
  const db = publicDb();
  const ref = w.id ? doc(db, w.collection, w.id) : doc(collection(db, w.collection));
  const current = w.existing ? await getDoc(ref) : null;
  const before = current?.exists() ? toPlain(current.data()) : null;
  const previous = before?.[HISTORY_FIELD];
  // A delete cannot name its entry in the document, so the rules compute its id.
  const entryId =
    w.data === null
      ? `hapus-${w.collection}-${ref.id}-${typeof previous === 'string' ? previous : 'awal'}`
      : doc(collection(db, 'riwayat')).id;
  const batch = writeBatch(db);
  if (w.data === null) {
    batch.delete(ref);
  } else {
    const fields: Plain = { ...w.data, [HISTORY_FIELD]: entryId };
    for (const f of w.serverTimeFields ?? []) fields[f] = serverTimestamp();
    // merge: fields the form does not know (createdAt, legacy extras) stay as they are.
    batch.set(ref, fields, { merge: true });
  }
  batch.set(doc(db, 'riwayat', entryId), {
    uid: w.by.uid,
    email: w.by.email,
    waktu: serverTimestamp(),
    collection: w.collection,
    docId: ref.id,
    action: w.action,
    before: content(before),
    after: content(w.data),
  });
  await batch.commit();
  return { id: ref.id, entry: entryId };
}

export interface HistoryEntry {
  id: string;
  uid: string;
  email: string;
  waktu: Date | null;
  collection: string;
  docId: string;
  action: HistoryAction;
  before: Plain | null;
  after: Plain | null;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Pass back to read the next (older) page; null when there is none. */
  next: QueryDocumentSnapshot | null;
}

/**
 * The history, newest first, a page at a time: the whole shop's, or one
 * document's (firestore.indexes.json holds the index that query needs).
 */
export async function readHistory(
  about: { collection: string; docId: string } | null,
  pageSize: number,
  after: QueryDocumentSnapshot | null = null,
): Promise<HistoryPage> {
  const constraints: QueryConstraint[] = [];
  if (about) constraints.push(where('collection', '==', about.collection), where('docId', '==', about.docId));
  constraints.push(orderBy('waktu', 'desc'));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(pageSize));
  const snap = await getDocs(query(collection(publicDb(), 'riwayat'), ...constraints));
  const entries = snap.docs.map((d) => {
    const data = toPlain(d.data());
    return {
      id: d.id,
      uid: String(data.uid ?? ''),
      email: String(data.email ?? ''),
      waktu: data.waktu instanceof Date ? data.waktu : null,
      collection: String(data.collection ?? ''),
      docId: String(data.docId ?? ''),
      action: data.action as HistoryAction,
      before: (data.before as Plain | null) ?? null,
      after: (data.after as Plain | null) ?? null,
    };
  });
  return { entries, next: snap.docs.length === pageSize ? snap.docs[snap.docs.length - 1]! : null };
}
