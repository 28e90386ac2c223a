// The visitor's lists (firebase/lists.ts) follow every recorded write: in the same
// transaction, each touched row is set or cleared in its list's part, so a list
// never shows a price the collection no longer holds.
import { deleteField, doc, FieldPath, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { listChanges } from '../../../../firebase/list-changes';
import { LISTS_COLLECTION, ROWS_FIELD } from '../../../../firebase/lists';
import type { Plain } from '../../../../firebase/plain';

/**
 * Sets each written document's row (null: clears it) in the parts that hold it.
 * Blind writes of the touched rows only (mergeFields): the transaction reads no
 * list, so a save costs no extra read and two admins' saves never collide on one.
 */
export function keepListsCurrent(
  tx: Transaction,
  db: Firestore,
  collection: string,
  written: readonly { id: string; after: Plain | null }[],
): void {
  for (const [part, rows] of listChanges(collection, written)) {
    const data: Record<string, unknown> = {};
    const paths: FieldPath[] = [];
    for (const [id, row] of rows) {
      data[id] = row ?? deleteField();
      paths.push(new FieldPath(ROWS_FIELD, id));
    }
    tx.set(doc(db, LISTS_COLLECTION, part), { [ROWS_FIELD]: data }, { mergeFields: paths });
  }
}
