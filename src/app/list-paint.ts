// The price list's and the accessories' first rows, painted before the app has
// arrived: a program of its own (ALONE_PROGRAMS), loaded beside list-start.ts, which
// asks for the rows' list. Once the answer is in, it draws the rows with the app's own
// views into the slot the page keeps for them while it loads (EarlyRows); the app then
// takes the same answer (no second read) and draws the same rows in their place. Then,
// painted or not, the page's start script may request the app (early-signals.ts).
import { earlyListDocs } from '../firebase/visitor/early-list';
import { paintAccessories } from '../features/accessories/early-paint';
import { paintPricelist } from '../features/pricelist/early-paint';
import { rowsSettled, whenListAsked } from './early-signals';

/** The page's HTML read to its end (not its deferred scripts run, which is the app). */
const parsed = (): Promise<void> =>
  document.readyState !== 'loading'
    ? Promise.resolve()
    : new Promise((resolve) =>
        document.addEventListener('readystatechange', () => resolve(), { once: true }),
      );

async function paintEarlyRows(): Promise<void> {
  const early = await earlyListDocs().catch(() => null);
  if (!early) return;
  await parsed();
  // The app may have drawn its own rows meanwhile: then the slot is gone, and nothing is painted.
  const slot = document.querySelector('[data-early-rows]');
  if (!slot || slot.firstChild) return;
  if (early.name === 'aksesoris') paintAccessories(slot, early.docs, early.wa);
  else paintPricelist(slot, early.name, early.docs, early.wa);
}

whenListAsked(() => void paintEarlyRows().finally(rowsSettled));
