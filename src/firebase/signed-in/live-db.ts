// The full Firestore SDK, for the one realtime view (member notifications).
// Imported only from that page's chunk.
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { emulatorHost, firebaseApp } from '../app';
import { toPlain, type PlainDoc } from '../plain';

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
): () => void {
  let heardFromServer = false;
  return onSnapshot(
    collection(liveDb(), path),
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
