// The admin area's early start, called by the router when it begins loading the
// admin chunk (`prefetch` in the page table, src/app/pages.ts): the collection the page will show is read
// meanwhile, once Auth has restored the session and only for an admin (the rules
// refuse anyone else; a visitor or member reads nothing). The page then finds
// that same read in the catalogue's copy (catalogue/api.ts): still one read.
import { currentAuthUser } from '../../firebase/signed-in/auth';
import { listRecords } from './core/records-api';
import { collectionToPrefetch } from './prefetch-path';

export async function prefetch({ pathname }: Pick<Location, 'pathname'>): Promise<void> {
  const collection = collectionToPrefetch(pathname);
  if (!collection) return;
  const user = await currentAuthUser();
  if (user?.admin) await listRecords(collection);
}
