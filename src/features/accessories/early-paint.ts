// The accessories' first cards before the app has arrived (the page table's firstRows,
// a module sharing the app's files; src/ui/first-rows.ts): the catalogue as the page shows it
// first (its first page in order, the same views), in the slot the page keeps for it
// while it loads (EarlyRows). The app then draws the same cards in their place.
import { toAccessory } from '../../firebase/specs/aksesoris';
import type { PlainDoc } from '../../firebase/plain';
import { firstSorted } from '../../lib/first-sorted';
import { isDirectImage } from '../../lib/image-copies';
import { paintFirstRows } from '../../ui/first-rows';
import { domH } from '../../ui/h';
import { showMoreView } from '../../ui/show-more-view';
import { ACCESSORY_PLACEHOLDER, compareAccessories, EAGER_CARDS, PAGE_SIZE } from './accessories';
import { accessoryCardView, countView, gridView } from './card-views';

/** An image the page can show without the app (a Storage path waits for it, as the app's first draw does). */
const cardImage = (image: string) => ({ src: image && isDirectImage(image) ? image : ACCESSORY_PLACEHOLDER });

/** Paints the first cards into `slot`; none when there are none (the app shows the empty face). */
function paintAccessories(slot: Element, docs: PlainDoc[], wa: string): void {
  const items = docs.map(toAccessory);
  if (!items.length) return;
  const shown = firstSorted(items, PAGE_SIZE, compareAccessories);
  const more = showMoreView(domH, shown.length, items.length);
  slot.replaceChildren(
    countView(domH, items.length),
    gridView(
      domH,
      false,
      shown.map((item, i) => ({
        key: item.id,
        card: accessoryCardView(domH, item, wa, cardImage(item.gambar), i < EAGER_CARDS),
      })),
    ),
    ...(more ? [more] : []),
  );
}

paintFirstRows((slot, early) => paintAccessories(slot, early.docs, early.wa));
