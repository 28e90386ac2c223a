// Which reads each price-list tab needs, for the page and for the router's early start.
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import { getShopContact } from '../../firebase/shop-contact';
import { listLaptops, listPhones, listServicePrices, listSpareparts } from './api';
import { parseTab, type TabKey } from './pricelist';

export interface TabData {
  hp: PricelistItem[];
  android: PricelistItem[];
  laptop: PricelistItem[];
  service: ServicePrice[];
  sparepart: Sparepart[];
}

export const tabLoaders: { [K in TabKey]: () => Promise<TabData[K]> } = {
  hp: () => listPhones('hp'),
  android: () => listPhones('android'),
  laptop: listLaptops,
  service: listServicePrices,
  sparepart: listSpareparts,
};

/**
 * Starts the reads a /pricelist URL will need while the page's own code is still
 * on its way. The page then finds them in flight or cached; a failure here reaches
 * the page through its own call, which shares the read.
 */
export function prefetchPricelist(search: string): void {
  const tab = parseTab(new URLSearchParams(search).get('tab'));
  tabLoaders[tab]().catch(() => {});
  getShopContact().catch(() => {});
}
