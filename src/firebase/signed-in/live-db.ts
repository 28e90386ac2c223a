// The full Firestore SDK, for the member's live views (notifications, their coupon
// claims, their points). Imported only from those pages' chunks.
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { emulatorHost, firebaseApp } from '../app';
import { toPlain, type PlainDoc } from '../plain';
import type { ListQuery } from '../query';

let db: Firestore | undefined;

function liveDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    const emu = emulatorHost('firestore');
    if (emu) connectFirestoreEmulator(db, emu.host, emu.port);
  }
  return db;
}

/**
 * Live list of a collection; returns the unsubscribe function. Until the server
 * has answered once, an empty snapshot from the local cache means the server
 * cannot be reached (the SDK raises it when it goes offline): that is reported
 * as an error, not as an empty list. The listener stays on, so the data still
 * arrives (onData) once the connection is back.
 */
export function watchCollection(
  path: string,
  onData: (docs: PlainDoc[]) => void,
  onError: (e: Error) => void,
  options: ListQuery = {},
): () => void {
  const constraints: QueryConstraint[] = (options.where ?? []).map(([f, op, v]) => where(f, op, v));
  if (options.orderBy) constraints.push(orderBy(...options.orderBy));
  if (options.limit !== undefined) constraints.push(limit(options.limit));
  let heardFromServer = false;
  return onSnapshot(
    query(collection(liveDb(), path), ...constraints),
    { includeMetadataChanges: true },
    (snap) => {
      if (!snap.metadata.fromCache) heardFromServer = true;
      else if (!heardFromServer && snap.empty) {
        onError(new Error(`Firestore unreachable: no server answer for ${path} yet`));
        return;
      }
      onData(snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) })));
    },
    onError,
  );
}

/**
 * One document, live (null while it does not exist); returns the unsubscribe function.
 * As for a list, "none" from the local cache before the server has answered means the
 * server cannot be reached: reported as an error, and the listener stays on.
 */
export function watchDocument(
  path: string,
  onData: (doc: PlainDoc | null) => void,
  onError: (e: Error) => void,
): () => void {
  let heardFromServer = false;
  return onSnapshot(
    doc(liveDb(), path),
    { includeMetadataChanges: true },
    (snap) => {
      if (!snap.metadata.fromCache) heardFromServer = true;
      else if (!heardFromServer && !snap.exists()) {
        onError(new Error(`Firestore unreachable: no server answer for ${path} yet`));
        return;
      }
      onData(snap.exists() ? { id: snap.id, data: toPlain(snap.data()) } : null);
    },
    onError,
  );
}
