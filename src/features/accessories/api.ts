// Accessory reads, through the tab's short-lived catalogue cache.
import { toAccessory, toContact } from '../../firebase/converters';
import { getDocById, listDocs } from '../../firebase/public-db';
import { isDirectImage, resolveImageUrl } from '../../firebase/storage';
import type { Accessory } from '../../firebase/types';

export async function loadAccessories(): Promise<Accessory[]> {
  return (await listDocs('aksesoris', { cache: true })).map(toAccessory);
}

/** The shop's WhatsApp number from kontak/aktif; '' when unknown. */
export async function loadShopWhatsApp(): Promise<string> {
  return toContact(await getDocById('kontak/aktif', { cache: true })).whatsapp;
}

/** Starts the page's reads while its code is still on its way (the router calls it). */
export function prefetchAccessories(): void {
  loadAccessories().catch(() => {});
  loadShopWhatsApp().catch(() => {});
}

/** A gambar that is a URL or a site path as is; a Storage path resolved (loads the Storage SDK on demand). */
export { isDirectImage, resolveImageUrl as resolveImage };
