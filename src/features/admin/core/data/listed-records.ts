// A catalogue collection read from its visitor lists (firebase/lists.ts): the few
// documents the site keeps per tab, current after every admin write, instead of one
// read per item. Their rows leave out the version (_riwayat): a write based on one
// goes ahead only while the stored document holds the same content (versions.ts).
import { listsOf } from '../../../../firebase/list-changes';
import type { PlainDoc } from '../../../../firebase/plain';
import { readListRows } from './list-rebuild';

/**
 * Every record of `collection` its visitor lists hold, or null when they cannot stand
 * for it: a collection without lists, or a list never built whole.
 */
export async function readListedRecords(collection: string): Promise<PlainDoc[] | null> {
  const names = listsOf(collection);
  if (names.length === 0) return null;
  const lists = await Promise.all(names.map(readListRows));
  const rows: PlainDoc[] = [];
  for (const list of lists) {
    if (!list) return null;
    rows.push(...list);
  }
  return rows;
}
