// The admin's repair of a visitor list (firebase/lists.ts) that fell behind its
// collection (an edit made outside the admin: the console, a script): read it as a
// visitor would, and write its parts whole from the collection as it is now.
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { buildList } from '../../../../firebase/list-changes';
import {
  BUILT_FIELD,
  LISTS_COLLECTION,
  ROWS_FIELD,
  listDocs,
  partIds,
  type ListName,
} from '../../../../firebase/lists';
import type { PlainDoc } from '../../../../firebase/plain';
import { getDocumentFields } from '../../../../firebase/visitor/rest';
import { liteDb } from '../../../../firebase/signed-in/lite-db';

/**
 * A list's rows as a visitor gets them (its parts by GET, uncached), or null when a
 * part was never built whole.
 */
export async function readListRows(name: ListName): Promise<PlainDoc[] | null> {
  const parts = await Promise.all(partIds(name).map((id) => getDocumentFields(`${LISTS_COLLECTION}/${id}`)));
  return listDocs(parts);
}

/**
 * Writes every part of a list whole from `docs` (its collection, read just before),
 * stamped with the server's time: one batch, so a visitor never reads half a rebuild.
 * Not a history entry: the list holds no shop content of its own, only copies of
 * rows whose own writes are recorded.
 */
export async function rebuildList(name: ListName, docs: readonly PlainDoc[]): Promise<void> {
  const db = liteDb();
  const batch = writeBatch(db);
  for (const [part, rows] of buildList(name, docs))
    batch.set(doc(db, LISTS_COLLECTION, part), { [ROWS_FIELD]: rows, [BUILT_FIELD]: serverTimestamp() });
  await batch.commit();
}
