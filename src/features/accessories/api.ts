// Accessory reads: the accessories' list (a few documents, whatever the catalogue's
// size), or the collection while it was never built, through the tab's cache.
import { aksesoris, toAccessory } from '../../firebase/specs/aksesoris';
import { readList } from '../../firebase/visitor/list-read';
import { listDocs } from '../../firebase/visitor/visitor-read';
import { getShopContact } from '../../firebase/visitor/shop-contact';
import type { Accessory } from '../../firebase/types';

export async function listAccessories(): Promise<Accessory[]> {
  const docs =
    (await readList('aksesoris')) ??
    (await listDocs(aksesoris.collection, { cache: true, offline: aksesoris.offline }));
  return docs.map(toAccessory);
}

/** Starts the page's reads while its code is still on its way (the router calls it: `prefetch` in the page table). */
export function prefetch(): void {
  listAccessories().catch(() => {});
  getShopContact().catch(() => {});
}
