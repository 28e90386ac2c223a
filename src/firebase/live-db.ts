// The full Firestore SDK, for the one realtime view (member notifications).
// Imported only from that page's chunk.
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { emulatorHost, firebaseApp } from './app';
import { toPlain, type PlainDoc } from './plain';

let db: Firestore | undefined;

function liveDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    const emu = emulatorHost('firestore');
    if (emu) connectFirestoreEmulator(db, emu.host, emu.port);
  }
  return db;
}

/** Live list of a collection; returns the unsubscribe function. */
export function watchCollection(
  path: string,
  onData: (docs: PlainDoc[]) => void,
  onError: (e: Error) => void,
): () => void {
  return onSnapshot(
    collection(liveDb(), path),
    (snap) => onData(snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }))),
    onError,
  );
}
