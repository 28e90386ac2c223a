// Which reads each price-list tab needs, for the page and for the router's early start.
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import { getShopContact } from '../../firebase/visitor/shop-contact';
import {
  listFirstRows,
  listLaptops,
  listPhones,
  listServicePrices,
  listSpareparts,
  type ListTab,
} from './api';
import { parseTab, type TabKey } from './pricelist';
import { withRepairTabLists } from './repair-tab-lists';

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
  service: () => withRepairTabLists(listServicePrices()),
  sparepart: () => withRepairTabLists(listSpareparts()),
};

/** The tabs whose list can show its first rows before the full read (see `listFirstRows`). */
export const isListTab = (tab: TabKey): tab is ListTab =>
  tab === 'hp' || tab === 'android' || tab === 'laptop';

/**
 * How long a list tab's full read may take before the rows that open it are asked
 * for on their own. A small tab on a fair connection answers sooner, and so costs no
 * read twice; a big catalogue or a slow connection gets its first rows meanwhile.
 */
export const FIRST_ROWS_AFTER_MS = 300;

/**
 * Per list tab while its full read is in flight: that read, and its first rows once
 * asked for (none if the full read answered first or the first query failed).
 */
const inFlight = new Map<ListTab, { full: Promise<PricelistItem[]>; first: Promise<PricelistItem[]> }>();

function startListTab(tab: ListTab): { full: Promise<PricelistItem[]>; first: Promise<PricelistItem[]> } {
  const running = inFlight.get(tab);
  if (running) return running;
  const full = tabLoaders[tab]();
  const first = new Promise<PricelistItem[]>((resolve) => {
    const timer = setTimeout(() => {
      listFirstRows(tab).then(resolve, (error: unknown) => {
        console.warn(`Pricelist: the first rows of the ${tab} tab failed`, error);
        resolve([]);
      });
    }, FIRST_ROWS_AFTER_MS);
    // The full list answered first: no first rows (a later answer is ignored).
    const settle = () => {
      clearTimeout(timer);
      inFlight.delete(tab);
      resolve([]);
    };
    full.then(settle, settle);
  });
  const started = { full, first };
  inFlight.set(tab, started);
  return started;
}

/**
 * Starts a tab's full read, or joins the one in flight (the router's early start).
 * For a list tab whose full read has not answered within FIRST_ROWS_AFTER_MS of its
 * start, also reads the rows that open its list (one small query) and hands them to
 * `onFirstRows`, unless the full read answered first. A failed first query only
 * means waiting.
 */
export function startTab<K extends TabKey>(
  tab: K,
  onFirstRows: (rows: PricelistItem[]) => void = () => {},
): Promise<TabData[K]> {
  if (!isListTab(tab)) return tabLoaders[tab]();
  const { full, first } = startListTab(tab);
  void first.then((rows) => rows.length && onFirstRows(rows));
  return full as Promise<TabData[K]>;
}

/**
 * Starts the reads a /pricelist URL will need while the page's own code is still
 * on its way (the router calls it: `prefetch` in the page table). The page then finds
 * them in flight or cached; a failure here reaches the page through its own call,
 * which shares the read.
 */
export function prefetch({ search }: Pick<Location, 'search'>): void {
  startTab(parseTab(new URLSearchParams(search).get('tab'))).catch(() => {});
  getShopContact().catch(() => {});
}
