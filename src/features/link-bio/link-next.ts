// What the built /link page loads first once it has loaded (enhance.ts): while the
// visitor reads, it fetches ahead what the buttons' list pages need to paint their first
// rows (the page, its stylesheets, its list read's and painter's code: the page script's
// data-next attributes), so a tap costs those pages one round trip (their data) instead
// of three or four; their data itself is never read ahead. A module with no imports, so
// it asks for them one round trip after the load, not after link-after-load's imports
// (three round trips more on slow 4G: later than a visitor's tap). Then it loads
// link-after-load.ts, whose own requests (the shop's contact) go ahead of these.

/** The pages /link's buttons open most, and what they paint their first rows with, fetched ahead at low priority. */
function prefetchNextPages() {
  const me = document.querySelector<HTMLScriptElement>('script[data-next]');
  const add = (hrefs: string | undefined, cors: boolean) => {
    for (const href of (hrefs ?? '').split(' ').filter(Boolean)) {
      const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href });
      if (cors) link.crossOrigin = '';
      document.head.appendChild(link);
    }
  };
  const plain = (me?.dataset.next ?? '').split(' ').filter(Boolean);
  const pages = plain.filter((href) => !href.startsWith('/assets/'));
  add(plain.filter((href) => href.startsWith('/assets/')).join(' '), false);
  add(me?.dataset.nextCors, true);
  // A page with `Cache-Control: no-cache` is asked for again by the navigation, whatever a
  // prefetch left in the cache; a navigation's own prefetch (speculation rules) is kept
  // for it.
  if (pages.length && HTMLScriptElement.supports?.('speculationrules')) {
    const rules = Object.assign(document.createElement('script'), { type: 'speculationrules' });
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: pages }] });
    document.head.appendChild(rules);
  } else add(pages.join(' '), false);
}

prefetchNextPages();
void import('./link-after-load');
