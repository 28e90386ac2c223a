// How a prerendered page starts its app, from the script that names it (shell-start.ts,
// or on a list page list-start.ts, each a classic async script: the CSP allows no inline
// script; src/app/Document.tsx). The page is drawn without script; its scripts only
// take it over and load data, at low priority so its stylesheets and images go first.
// They are requested only once the frame that draws the whole HTML is on screen and
// the image the page is built around (`fetchpriority=high`, e.g. the home
// page's promo) has been painted: on slow 4G that image then has the line to itself
// instead of sharing it with the app's script, which is not done any sooner in
// parallel (the line is the limit). A hidden tab draws no frames: there they start at
// once; a stuck image holds them at most 3 s. Pages whose largest paint is data read
// by those scripts (`dataFirst` in the page table) name them in their HTML instead,
// unless the page paints that data itself first (the price list's and the accessories'
// first rows, src/ui/first-rows.ts): there (`data-after="rows"`) they start once those rows
// are on screen, or known not to come; a stuck read holds them at most 3 s too.
import { whenParsed, whenRowsSettled } from '../ui/early-signals';

/** Adds a module to the page, or (`modulepreload`) asks for it ahead, at `priority`. */
export function addModule(
  kind: 'script' | 'modulepreload',
  href: string,
  priority: 'high' | 'low',
): HTMLElement {
  const el =
    kind === 'script'
      ? Object.assign(document.createElement('script'), { type: 'module', src: href })
      : Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
  el.setAttribute('fetchpriority', priority);
  el.setAttribute('crossorigin', '');
  document.head.appendChild(el);
  return el;
}

/** Runs `then` once the next frame is drawn (at once in a hidden tab, which draws none). */
export function afterFrame(then: () => void): void {
  if (document.visibilityState === 'hidden') then();
  else requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Module links added per task. Each costs a slow phone's main thread a few ms (a page
 * names twenty or so): added all at once they made one task long enough to hold a tap.
 */
const MODULES_PER_TASK = 4;

/**
 * Requests the app named on `me` (data-main, data-preload, data-after) when its page is
 * ready for it, with `more` files to ask for ahead beside data-preload's.
 */
export function startApp(me: Element | null, more: string[] = []): void {
  let started = false;

  const start = () => {
    if (started || !me) return;
    started = true;
    const preloads = [...(me.getAttribute('data-preload') ?? '').split(' '), ...more].filter(Boolean);
    const addSome = () => {
      for (const href of preloads.splice(0, MODULES_PER_TASK)) addModule('modulepreload', href, 'low');
      if (preloads.length) setTimeout(addSome, 0);
      else addModule('script', me.getAttribute('data-main') ?? '', 'low');
    };
    addSome();
  };

  // After the frame that draws the whole HTML: an async script may run before the page
  // is read to its end, and the first frame would then draw only its top.
  whenParsed(() =>
    afterFrame(() => {
      if (me?.getAttribute('data-after') === 'rows') {
        // Two frames: the first draws the rows, the second comes once that one is on screen.
        whenRowsSettled(() => afterFrame(() => afterFrame(start)));
        setTimeout(start, 3000);
        return;
      }
      const img = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
      if (!img || img.complete) return start();
      img.addEventListener('load', () => afterFrame(start));
      img.addEventListener('error', start);
      setTimeout(start, 3000);
    }),
  );
}
