// Price-list reads. Each tab reads only its own slice, through the tab's short-lived
// catalogue cache, so a tab (or the page) revisited within 10 minutes reads nothing.
import { toPricelistItem, toServicePrice, toSparepart } from '../../firebase/converters';
import { listDocs } from '../../firebase/public-db';
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';

/** iPhone (kategori 'hp') or Android. */
export async function listPhones(kategori: 'hp' | 'android'): Promise<PricelistItem[]> {
  const docs = await listDocs('pricelist', { where: [['kategori', '==', kategori]], cache: true });
  return docs.map(toPricelistItem);
}

/** The Laptop / Mac tab: kategori laptop and mac. */
export async function listLaptops(): Promise<PricelistItem[]> {
  const docs = await listDocs('pricelist', { where: [['kategori', 'in', ['laptop', 'mac']]], cache: true });
  return docs.map(toPricelistItem);
}

export async function listServicePrices(): Promise<ServicePrice[]> {
  return (await listDocs('pricelist_servisan', { cache: true })).map(toServicePrice);
}

export async function listSpareparts(): Promise<Sparepart[]> {
  return (await listDocs('sparepart', { cache: true })).map(toSparepart);
}
