// A visitor's reads: the catalogue, articles, the promo, the testimonials, the
// contact, a repair's status. Anonymous, over the REST API (rest.ts) with no
// SDK, through the tab's short-lived cache when asked (cache.ts). Writes and the
// signed-in areas' reads use Firestore Lite (signed-in/lite-db.ts), loaded only for them.
import { cachedRead } from './read-path';
import type { PlainDoc } from '../plain';
import { fetchDocument, runQuery, type RestListQuery } from './rest';

export type { Filter } from '../query';

export interface ListOptions extends RestListQuery {
  /** Serve from the tab's short-lived catalogue cache. */
  cache?: boolean;
  /**
   * The cached read keeps its last known copy, served when the network read fails:
   * the collection spec's `offline` (firebase/specs), passed by the page's api.
   */
  offline?: boolean;
}

/** The cache key of a list (unordered, unlimited lists keep the key they always had). */
function listKey(path: string, options: ListOptions): string {
  const key = `${path}?${JSON.stringify(options.where ?? [])}`;
  return options.orderBy || options.limit !== undefined
    ? `${key}&orderBy=${JSON.stringify(options.orderBy ?? null)}&limit=${options.limit ?? ''}`
    : key;
}

export async function listDocs(path: string, options: ListOptions = {}): Promise<PlainDoc[]> {
  const { cache, offline, ...query } = options;
  const read = () => runQuery(path, query);
  // A first-rows query (limit) keeps no copy: its full list does.
  const keepCopy = offline === true && options.limit === undefined;
  return cache ? cachedRead(listKey(path, options), read, { keepCopy }) : read();
}

/** One document, or null when there is none. */
export async function getDocById(
  path: string,
  options: Pick<ListOptions, 'cache' | 'offline'> = {},
): Promise<PlainDoc | null> {
  const read = async () => {
    const found = await fetchDocument(path);
    return found ? [found] : [];
  };
  const found = options.cache
    ? await cachedRead(path, read, { keepCopy: options.offline === true })
    : await read();
  return found[0] ?? null;
}
