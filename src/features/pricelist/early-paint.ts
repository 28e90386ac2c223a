// The price list's first rows before the app has arrived (the page table's firstRows,
// a module sharing the app's files; src/ui/first-rows.ts): the tab's list as the page will show
// it first (its first page in order, the same views), in the slot the page keeps for
// them while it loads (EarlyRows). The app then draws the same rows in their place.
import { toPricelistItem } from '../../firebase/specs/pricelist';
import { toSparepart } from '../../firebase/specs/sparepart';
import type { PlainDoc } from '../../firebase/plain';
import { firstSorted } from '../../lib/first-sorted';
import { paintFirstRows } from '../../ui/first-rows';
import { domH } from '../../ui/h';
import { showMoreView } from '../../ui/show-more-view';
import { comparePricelist, compareSpareparts, PAGE_SIZE, type TabKey } from './pricelist';
import { listBoxView, pricelistRowView, sparepartRowView } from './row-views';

/**
 * The list box with a list's first page, as PricelistList and SparepartList draw it
 * once loaded; null for no items.
 */
function box<T>(
  label: string,
  items: T[],
  compare: (a: T, b: T) => number,
  row: (item: T) => Node,
): Node | null {
  if (!items.length) return null;
  const shown = firstSorted(items, PAGE_SIZE, compare);
  return listBoxView(
    domH,
    label,
    false,
    domH('ul', { className: 'list-group list-group-flush' }, shown.map(row)),
    showMoreView(domH, shown.length, items.length),
  );
}

function rowsOf(tab: TabKey, docs: PlainDoc[], wa: string): Node | null {
  if (tab === 'hp' || tab === 'android' || tab === 'laptop') {
    return box('Daftar harga', docs.map(toPricelistItem), comparePricelist, (item) =>
      pricelistRowView(domH, item, wa),
    );
  }
  if (tab === 'sparepart') {
    return box('Daftar sparepart', docs.map(toSparepart), compareSpareparts, (item) =>
      sparepartRowView(domH, item, wa),
    );
  }
  // The service tab opens on its device types, not rows: the app draws it.
  return null;
}

/**
 * Paints list `name`'s first rows into `slot`, and marks its tab as the chosen one
 * (the page's HTML was written for the first tab; the app marks it the same way).
 * Nothing when there is nothing to paint (no rows, or the service tab).
 */
function paintPricelist(slot: Element, name: string, docs: PlainDoc[], wa: string): void {
  const rows = rowsOf(name as TabKey, docs, wa);
  if (!rows) return;
  for (const tab of document.querySelectorAll('[role="tab"][id^="pricelist-tab-"]')) {
    const on = tab.id === `pricelist-tab-${name}`;
    tab.classList.toggle('active', on);
    tab.setAttribute('aria-selected', String(on));
    tab.setAttribute('tabindex', on ? '0' : '-1');
  }
  slot.replaceChildren(rows);
}

paintFirstRows((slot, early) => paintPricelist(slot, early.name, early.docs, early.wa));
