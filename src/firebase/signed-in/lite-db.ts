// Visitor writes (a promo request) and the signed-in areas' reads and writes go
// through Firestore Lite (~25 kB gz, with the Firebase app), loaded with the first of
// them; no realtime listener is needed outside the member notifications page. A
// visitor's reads need no SDK: visitor/visitor-read.ts.
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { emulatorHost, firebaseApp } from '../app';
import { toPlain, type Plain, type PlainDoc } from '../plain';
import type { ListQuery } from '../query';

let db: Firestore | undefined;

export function liteDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    const emu = emulatorHost('firestore');
    if (emu) connectFirestoreEmulator(db, emu.host, emu.port);
  }
  return db;
}

/**
 * A list read through Firestore Lite, with the signed-in user's credentials (the
 * member area). A visitor's reads go without the SDK: visitor/visitor-read.ts.
 */
export async function listDocs(path: string, options: ListQuery = {}): Promise<PlainDoc[]> {
  const constraints: QueryConstraint[] = (options.where ?? []).map(([f, op, v]) => where(f, op, v));
  if (options.orderBy) constraints.push(orderBy(...options.orderBy));
  if (options.limit !== undefined) constraints.push(limit(options.limit));
  const snap = await getDocs(query(collection(liteDb(), path), ...constraints));
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/** One document through Firestore Lite, with the signed-in user's credentials; null when there is none. */
export async function getDocById(path: string): Promise<PlainDoc | null> {
  const snap = await getDoc(doc(liteDb(), path));
  return snap.exists() ? { id: snap.id, data: toPlain(snap.data()) } : null;
}

/** Fields named in `serverTimeFields` are set to the server's time. */
function withServerTime(data: Plain, serverTimeFields: string[]): Plain {
  const out: Plain = { ...data };
  for (const f of serverTimeFields) out[f] = serverTimestamp();
  return out;
}

export async function addDocument(
  path: string,
  data: Plain,
  serverTimeFields: string[] = [],
): Promise<string> {
  const ref = await addDoc(collection(liteDb(), path), withServerTime(data, serverTimeFields));
  return ref.id;
}

/** A new document id in `path`, made on the device: a write to it can be sent again safely. */
export function newDocumentId(path: string): string {
  return doc(collection(liteDb(), path)).id;
}

export async function setDocument(path: string, data: Plain, serverTimeFields: string[] = []): Promise<void> {
  await setDoc(doc(liteDb(), path), withServerTime(data, serverTimeFields));
}

export async function updateDocument(path: string, data: Plain): Promise<void> {
  await updateDoc(doc(liteDb(), path), data);
}

/** Creates the document unless it exists; 'exists' when it already did. */
export async function createOnce(
  path: string,
  data: Plain,
  serverTimeFields: string[] = [],
): Promise<'created' | 'exists'> {
  const database = liteDb();
  const ref = doc(database, path);
  return runTransaction(database, async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists()) return 'exists' as const;
    tx.set(ref, withServerTime(data, serverTimeFields));
    return 'created' as const;
  });
}

/** One document of a batch: set whole, with the server's time in `serverTimeFields`. */
export interface BatchSet {
  path: string;
  data: Plain;
  serverTimeFields?: string[];
}

/** Sets these documents in one batch: all are written, or none (the rules see them together). */
export async function setTogether(writes: BatchSet[]): Promise<void> {
  const batch = writeBatch(liteDb());
  for (const w of writes) batch.set(doc(liteDb(), w.path), withServerTime(w.data, w.serverTimeFields ?? []));
  await batch.commit();
}
