// Accessory reads, through the tab's short-lived catalogue cache.
import { aksesoris, toAccessory } from '../../firebase/specs/aksesoris';
import { listDocs } from '../../firebase/visitor/visitor-read';
import { getShopContact } from '../../firebase/visitor/shop-contact';
import type { Accessory } from '../../firebase/types';

export async function listAccessories(): Promise<Accessory[]> {
  return (await listDocs(aksesoris.collection, { cache: true, offline: aksesoris.offline })).map(toAccessory);
}

/** Starts the page's reads while its code is still on its way (the router calls it: `prefetch` in the page table). */
export function prefetch(): void {
  listAccessories().catch(() => {});
  getShopContact().catch(() => {});
}
