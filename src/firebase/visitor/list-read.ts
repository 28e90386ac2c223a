// A visitor list's read (firebase/lists.ts): a module of its own, so that only the
// pages showing a list (the price list, the accessories) download the lists' code.
import { cachedRead } from './read-path';
import type { PlainDoc } from '../plain';
import { LISTS_COLLECTION, listDocs as rowsOfList, partIds, type ListName } from '../lists';
import { takeEarlyList } from './early-list';
import { getDocumentFields } from './rest';

/**
 * A visitor list's rows (firebase/lists.ts): its few part documents, read together,
 * through the tab's cache, with their last known copy offline. Null when a part was
 * never built whole (the page then reads the collection): an unbuilt list would
 * show only the rows saved since.
 */
export async function readList(name: ListName): Promise<PlainDoc[] | null> {
  const read = async (): Promise<PlainDoc[]> => {
    // The page's HTML may have asked already (src/app/list-start.ts): its answers, not a second read.
    const early = takeEarlyList(name);
    const parts = await Promise.all(
      early ?? partIds(name).map((id) => getDocumentFields(`${LISTS_COLLECTION}/${id}`)),
    );
    return rowsOfList(parts) ?? [NOT_BUILT];
  };
  const docs = await cachedRead(`${LISTS_COLLECTION}/${name}`, read, { keepCopy: true });
  return docs.length === 1 && docs[0]!.id === NOT_BUILT.id ? null : docs;
}

/** What the cache keeps for a list not built: one mark, so a revisit reads the collection without asking again. */
const NOT_BUILT: PlainDoc = { id: '', data: {} };
