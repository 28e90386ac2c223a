// What the built /link page loads first once it has loaded (enhance.ts): while the
// visitor reads, it fetches ahead what the buttons' list pages need to paint their first
// rows (the page, its stylesheets, its list read's and painter's code: the page script's
// data-next attributes), so a tap costs those pages one round trip (their data) instead
// of three or four; their data itself is never read ahead. A module with no imports, so
// it asks for them one round trip after the load, not after link-after-load's imports
// (three round trips more on slow 4G: later than a visitor's tap). Then it loads
// link-after-load.ts, whose own requests (the shop's contact) go ahead of these.
import type { FetchAhead } from './fetch-ahead-worker';

const words = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean);

/** Prefetch links: where a browser has no module workers. */
function prefetchLinks(hrefs: string[], cors: boolean) {
  for (const href of hrefs) {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href });
    if (cors) link.crossOrigin = '';
    document.head.appendChild(link);
  }
}

/** The pages /link's buttons open most, and what they paint their first rows with, fetched ahead at low priority. */
function prefetchNextPages() {
  const me = document.querySelector<HTMLScriptElement>('script[data-next]');
  const plain = words(me?.dataset.next);
  const pages = plain.filter((href) => !href.startsWith('/assets/'));
  const files: FetchAhead = {
    plain: plain.filter((href) => href.startsWith('/assets/')),
    cors: words(me?.dataset.nextCors),
  };
  // The files by a worker: each request started here would be main-thread work.
  try {
    const worker = new Worker(new URL('./fetch-ahead-worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage(files);
  } catch {
    prefetchLinks(files.plain, false);
    prefetchLinks(files.cors, true);
  }
  // A page with `Cache-Control: no-cache` is asked for again by the navigation, whatever a
  // prefetch left in the cache; a navigation's own prefetch (speculation rules) is kept
  // for it.
  if (pages.length && HTMLScriptElement.supports?.('speculationrules')) {
    const rules = Object.assign(document.createElement('script'), { type: 'speculationrules' });
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: pages }] });
    document.head.appendChild(rules);
  } else prefetchLinks(pages, false);
}

prefetchNextPages();
void import('./link-after-load');
