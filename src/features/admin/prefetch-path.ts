// Which catalogue collection an admin page reads as soon as it opens, by its path:
// the router starts that read beside the admin chunk on a first load (prefetch.ts).
// Pure.
import { schemaOf } from './core/schema';
import { adminPaths } from '../../config/admin-paths';

/**
 * The collection whose copy (catalogue/api.ts listRecords) the page at `pathname`
 * loads on arrival: a list, its bulk price change, or one record. Null for a new
 * record ('baru', it reads nothing), the import page (it reads once a file is
 * chosen), an unknown collection and every other admin page.
 */
export function collectionToPrefetch(pathname: string): string | null {
  const prefix = `${adminPaths.catalogue}/`;
  if (!pathname.startsWith(prefix)) return null;
  let parts: string[];
  try {
    parts = pathname.slice(prefix.length).replace(/\/+$/, '').split('/').map(decodeURIComponent);
  } catch {
    return null; // a malformed escape: the router shows its own page for it
  }
  const [collection = '', sub, ...rest] = parts;
  if (rest.length > 0 || !schemaOf(collection)) return null;
  if (sub === undefined || sub === 'harga-massal') return collection;
  return sub === 'baru' || sub === 'impor' || sub === '' ? null : collection;
}
