// Public reads and visitor writes go through Firestore Lite (REST, ~25 kB gz):
// no realtime listener is needed outside the member notifications page.
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
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { emulatorHost, firebaseApp } from './app';
import { cachedRead } from './cache';
import { toPlain, type Plain, type PlainDoc } from './plain';

let db: Firestore | undefined;

export function publicDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    const emu = emulatorHost('firestore');
    if (emu) connectFirestoreEmulator(db, emu.host, emu.port);
  }
  return db;
}

export type Filter = [field: string, op: '==' | 'in' | '>=', value: unknown];

export interface ListOptions {
  where?: Filter[];
  orderBy?: [field: string, direction: 'asc' | 'desc'];
  limit?: number;
  /** Serve from the tab's short-lived catalogue cache. */
  cache?: boolean;
}

/** The cache key of a list (unordered, unlimited lists keep the key they always had). */
function listKey(path: string, options: ListOptions): string {
  const key = `${path}?${JSON.stringify(options.where ?? [])}`;
  return options.orderBy || options.limit !== undefined
    ? `${key}&orderBy=${JSON.stringify(options.orderBy ?? null)}&limit=${options.limit ?? ''}`
    : key;
}

/**
 * The catalogue a customer checks with no signal, and the contact its chat links
 * use: these reads keep their last known copy (cache.ts), served when the network
 * read fails; the catalogue pages then show an 'Offline' notice with its time
 * (ui/OfflineNotice.tsx). Others (the calculator's values, the promo, the
 * testimonials) do not: no page of theirs says how old a copy would be.
 */
const OFFLINE_COLLECTIONS = new Set([
  'pricelist',
  'pricelist_servisan',
  'sparepart',
  'aksesoris',
  'artikel',
  'kontak',
]);

/** Whether a cached read of `path` (a collection or a document) keeps its last known copy. */
export const keepsOfflineCopy = (path: string): boolean => OFFLINE_COLLECTIONS.has(path.split('/')[0] ?? '');

export async function listDocs(path: string, options: ListOptions = {}): Promise<PlainDoc[]> {
  const read = async () => {
    const constraints: QueryConstraint[] = (options.where ?? []).map(([f, op, v]) => where(f, op, v));
    if (options.orderBy) constraints.push(orderBy(...options.orderBy));
    if (options.limit !== undefined) constraints.push(limit(options.limit));
    const snap = await getDocs(query(collection(publicDb(), path), ...constraints));
    return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
  };
  // A first-rows query (limit) keeps no copy: its full list does.
  const keepCopy = keepsOfflineCopy(path) && options.limit === undefined;
  return options.cache ? cachedRead(listKey(path, options), read, { keepCopy }) : read();
}

export async function getDocById(path: string, options: { cache?: boolean } = {}): Promise<PlainDoc | null> {
  const read = async () => {
    const snap = await getDoc(doc(publicDb(), path));
    return snap.exists() ? [{ id: snap.id, data: toPlain(snap.data()) }] : [];
  };
  const found = options.cache
    ? await cachedRead(path, read, { keepCopy: keepsOfflineCopy(path) })
    : await read();
  return found[0] ?? null;
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
  const ref = await addDoc(collection(publicDb(), path), withServerTime(data, serverTimeFields));
  return ref.id;
}

/** A new document id in `path`, made on the device: a write to it can be sent again safely. */
export function newDocumentId(path: string): string {
  return doc(collection(publicDb(), path)).id;
}

export async function setDocument(path: string, data: Plain, serverTimeFields: string[] = []): Promise<void> {
  await setDoc(doc(publicDb(), path), withServerTime(data, serverTimeFields));
}

export async function updateDocument(path: string, data: Plain): Promise<void> {
  await updateDoc(doc(publicDb(), path), data);
}

/** Creates the document unless it exists; 'exists' when it already did. */
export async function createOnce(
  path: string,
  data: Plain,
  serverTimeFields: string[] = [],
): Promise<'created' | 'exists'> {
  const database = publicDb();
  const ref = doc(database, path);
  return runTransaction(database, async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists()) return 'exists' as const;
    tx.set(ref, withServerTime(data, serverTimeFields));
    return 'created' as const;
  });
}
