// The first rows of a list page, painted before the app has arrived. Each list page's
// painter (the page table's `firstRows`, a module sharing the app's files, which list-start.ts
// starts once it has asked for the rows' list) passes its own paint here. Once the
// answer is in, the rows are drawn with the app's own views into the slot the page
// keeps for them while it loads (EarlyRows); the app then takes the same answer (no
// second read) and draws the same rows in their place. Then, painted (with their first
// images) or not, the page's start script may request the app (early-signals.ts).
import { earlyListDocs } from '../firebase/visitor/early-list';
import type { PlainDoc } from '../firebase/plain';
import { rowsSettled, whenParsed } from './early-signals';

export type PaintRows = (slot: Element, early: { name: string; wa: string; docs: PlainDoc[] }) => void;

/**
 * The images the rows show at once (not lazy), ready to be drawn. A card's photo is the
 * page's largest paint: were the app started before it was on screen, the app's first
 * draw would hold it back and then paint its own copy of it. (A stuck image does not hold
 * the app back: its start script waits 3 s at most.)
 */
const imagesReady = (slot: Element): Promise<unknown> =>
  Promise.allSettled(
    [...slot.querySelectorAll('img')].filter((img) => img.loading !== 'lazy').map((img) => img.decode?.()),
  );

async function paintEarlyRows(paint: PaintRows): Promise<void> {
  const early = await earlyListDocs().catch(() => null);
  if (!early) return;
  await new Promise<void>(whenParsed);
  // Decoding the answer and drawing its rows in two tasks: together they were one long
  // enough (about 270 ms of a 4x-slowed CPU) to hold a tap.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The app may have drawn its own rows meanwhile: then the slot is gone, and nothing is painted.
  const slot = document.querySelector('[data-early-rows]');
  if (!slot || slot.firstChild) return;
  paint(slot, early);
  await imagesReady(slot);
}

/** Paints the early list's first rows with `paint`; then, painted or not, the app may start. */
export function paintFirstRows(paint: PaintRows): void {
  void paintEarlyRows(paint).finally(rowsSettled);
}
