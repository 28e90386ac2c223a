// The first rows of a list page, painted before the app has arrived. Each list page's
// painter (the page table's `firstRows`, a program built alone, which list-start.ts
// starts once it has asked for the rows' list) passes its own paint here. Once the
// answer is in, the rows are drawn with the app's own views into the slot the page
// keeps for them while it loads (EarlyRows); the app then takes the same answer (no
// second read) and draws the same rows in their place. Then, painted or not, the
// page's start script may request the app (early-signals.ts).
import { earlyListDocs } from '../firebase/visitor/early-list';
import type { PlainDoc } from '../firebase/plain';
import { rowsSettled } from './early-signals';

export type PaintRows = (slot: Element, early: { name: string; wa: string; docs: PlainDoc[] }) => void;

/** The page's HTML read to its end (not its deferred scripts run, which is the app). */
const parsed = (): Promise<void> =>
  document.readyState !== 'loading'
    ? Promise.resolve()
    : new Promise((resolve) =>
        document.addEventListener('readystatechange', () => resolve(), { once: true }),
      );

async function paintEarlyRows(paint: PaintRows): Promise<void> {
  const early = await earlyListDocs().catch(() => null);
  if (!early) return;
  await parsed();
  // The app may have drawn its own rows meanwhile: then the slot is gone, and nothing is painted.
  const slot = document.querySelector('[data-early-rows]');
  if (!slot || slot.firstChild) return;
  paint(slot, early);
}

/** Paints the early list's first rows with `paint`; then, painted or not, the app may start. */
export function paintFirstRows(paint: PaintRows): void {
  void paintEarlyRows(paint).finally(rowsSettled);
}
