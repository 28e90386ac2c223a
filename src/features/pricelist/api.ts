// Price-list reads. Each tab reads only its own slice, through the tab's short-lived
// catalogue cache, so a tab (or the page) revisited within 10 minutes reads nothing.
import { toPricelistItem, toServicePrice, toSparepart } from '../../firebase/converters';
import { listDocs } from '../../firebase/public-db';
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import { kategoriSpellings } from './pricelist';

/** The items of these kategori, however the shop's data spells them ('HP', ' android '). */
async function listKategori(...kategori: string[]): Promise<PricelistItem[]> {
  const docs = await listDocs('pricelist', {
    where: [['kategori', 'in', kategoriSpellings(...kategori)]],
    cache: true,
  });
  return docs.map(toPricelistItem);
}

/** iPhone (kategori 'hp') or Android. */
export function listPhones(kategori: 'hp' | 'android'): Promise<PricelistItem[]> {
  return listKategori(kategori);
}

/** The Laptop / Mac tab: kategori laptop and mac. */
export function listLaptops(): Promise<PricelistItem[]> {
  return listKategori('laptop', 'mac');
}

export async function listServicePrices(): Promise<ServicePrice[]> {
  return (await listDocs('pricelist_servisan', { cache: true })).map(toServicePrice);
}

export async function listSpareparts(): Promise<Sparepart[]> {
  return (await listDocs('sparepart', { cache: true })).map(toSparepart);
}
