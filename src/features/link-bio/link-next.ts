// What the built /link page loads first once it has loaded (enhance.ts): while the
// visitor reads, it fetches ahead what the buttons' list pages need to paint their first
// rows (the page, its stylesheets, its list read's and painter's code: the page script's
// data-next attributes), so a tap costs those pages one round trip (their data) instead
// of three or four; their data itself is never read ahead. A module with no imports, so
// it asks for them one round trip after the load, not after link-after-load's imports
// (three round trips more on slow 4G: later than a visitor's tap). Then it loads
// link-after-load.ts, whose own requests (the shop's contact) go ahead of these.

interface FetchAhead {
  /** Files the next page asks for without CORS (its first program). */
  plain: string[];
  /** Files it asks for with `crossorigin` (its modules and stylesheets). */
  cors: string[];
}

/**
 * Runs in a worker, from this function's text (it names nothing outside itself): each
 * request a page's script starts costs a slow phone's main thread a little, and /link
 * names a score of them while its visitor reads. Each answer is read to its end, so the
 * browser keeps it for the page a tap opens; then the worker closes.
 */
function fetchAhead({ plain, cors }: FetchAhead) {
  const ask = (href: string, mode: RequestMode) =>
    // A file not fetched ahead is fetched by its page: nothing to tell anyone.
    fetch(href, { mode, priority: 'low' }).then(
      (answer) => answer.arrayBuffer(),
      () => undefined,
    );
  void Promise.all([...plain.map((h) => ask(h, 'no-cors')), ...cors.map((h) => ask(h, 'cors'))]).then(() =>
    close(),
  );
}

const words = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean);

/** Prefetch links: where a browser cannot start the worker. */
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
  // Whole addresses: a blob worker has no address of its own to read a path against.
  const whole = (hrefs: string[]) => hrefs.map((href) => new URL(href, location.href).href);
  const files: FetchAhead = {
    plain: whole(plain.filter((href) => href.startsWith('/assets/'))),
    cors: whole(words(me?.dataset.nextCors)),
  };
  // The worker's code comes with this file (a blob, firebase.json's worker-src): a file of
  // its own would be one more round trip on slow 4G before the first of these requests.
  try {
    const code = new Blob([`onmessage=({data})=>(${fetchAhead.toString()})(data)`], {
      type: 'text/javascript',
    });
    new Worker(URL.createObjectURL(code)).postMessage(files);
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
