// A catalogue collection read from its visitor lists (firebase/lists.ts): the few
// documents the site keeps per tab, current after every admin write, instead of one
// read per item. Their rows leave out the version (_riwayat): a write based on one
// goes ahead only while the stored document holds the same content (versions.ts).
import { listsOf } from '../../../../firebase/lists';
import type { PlainDoc } from '../../../../firebase/plain';
import { readListRows } from './list-rebuild';
import { countDocs } from './queries';

/**
 * Every record of `collection` from its visitor lists, or null when they cannot
 * stand for it: a collection without lists, a list never built whole, or a count
 * of the collection that differs from the rows listed (a document added or deleted
 * outside the admin, or one no list shows, e.g. a kategori no tab has).
 */
export async function readListedRecords(collection: string): Promise<PlainDoc[] | null> {
  const names = listsOf(collection);
  if (names.length === 0) return null;
  const [lists, count] = await Promise.all([Promise.all(names.map(readListRows)), countDocs(collection)]);
  const rows: PlainDoc[] = [];
  for (const list of lists) {
    if (!list) return null;
    rows.push(...list);
  }
  return new Set(rows.map((r) => r.id)).size === count && rows.length === count ? rows : null;
}
