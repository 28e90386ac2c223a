// Which reads each price-list tab needs, for the page and for the router's early start.
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import { getShopContact } from '../../firebase/shop-contact';
import {
  listFirstRows,
  listLaptops,
  listPhones,
  listServicePrices,
  listSpareparts,
  type ListTab,
} from './api';
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

/** The tabs whose list can show its first rows before the full read (see `listFirstRows`). */
export const isListTab = (tab: TabKey): tab is ListTab =>
  tab === 'hp' || tab === 'android' || tab === 'laptop';

/**
 * A list tab's rows to show before its full read: none when the full tab is
 * cached (it answers at once) or when no row is certain yet.
 */
export const loadFirstRows = (tab: ListTab): Promise<PricelistItem[]> =>
  listFirstRows(tab).then((rows) => rows ?? []);

/**
 * Starts the reads a /pricelist URL will need while the page's own code is still
 * on its way. The page then finds them in flight or cached; a failure here reaches
 * the page through its own call, which shares the read. A list tab starts with its
 * first rows only: its full read comes once those rows are painted (the page
 * starts it), or at once when there are none to show.
 */
export function prefetchPricelist(search: string): void {
  const tab = parseTab(new URLSearchParams(search).get('tab'));
  const full = (): void => void tabLoaders[tab]().catch(() => {});
  if (isListTab(tab))
    loadFirstRows(tab).then((rows) => {
      if (rows.length === 0) full();
    }, full);
  else full();
  getShopContact().catch(() => {});
}
