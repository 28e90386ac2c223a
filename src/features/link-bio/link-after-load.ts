// What the built /link page does once it has loaded (enhance.ts loads it): puts the
// shop's WhatsApp number into the chat link and its address and today's hours under
// it, with one small REST read and no SDK or framework (App Check's SDK only where a
// site key is configured, so the read is not refused once App Check is enforced),
// and listens for chat taps (the counting code itself loads on the first tap). Until
// the read answers the link has the build's number (VITE_SHOP_WHATSAPP), or is shown
// off when the build has none; it never goes out without a number.
// Then, while the visitor reads, it fetches ahead what the buttons' list pages need to
// paint their first rows (the page, its stylesheets, its list read's and painter's code:
// the page script's data-next attributes), so a tap costs those pages one round trip
// (their data) instead of three or four; their data itself is never read ahead.
import { listenForChatTaps } from '../../firebase/visitor/chat-tap-listen';
import { fetchDocument } from '../../firebase/visitor/rest';
import { text } from '../../firebase/specs/read';
import { hoursTodayText } from '../../lib/opening-hours';
import { chatAdminHref, mapHref } from './link-content';

/** Today's hours in place of the hours as typed: the build does not know the day a visitor comes. */
function showHoursToday(jam: string) {
  const line = document.querySelector<HTMLElement>('.link-bio__hours');
  const today = line && hoursTodayText(jam || (line.dataset.jam ?? ''), new Date());
  if (line && today) line.textContent = today;
}

function fillChatNumber(whatsapp: string) {
  const href = chatAdminHref(whatsapp);
  const link = document.querySelector<HTMLAnchorElement>('.link-bio__btn--chat');
  if (!href || !link) return;
  link.href = href;
  link.removeAttribute('aria-disabled');
  link.removeAttribute('title');
}

/** The address as the shop has it now (the build's may be older). */
function fillAddress(alamat: string) {
  const link = document.querySelector<HTMLAnchorElement>('.link-bio__map');
  if (!alamat || !link?.firstChild) return;
  link.href = mapHref(alamat);
  link.firstChild.textContent = alamat;
}

fetchDocument('kontak/aktif').then(
  (doc) => {
    fillChatNumber(text(doc?.data.whatsapp));
    fillAddress(text(doc?.data.alamat));
    showHoursToday(text(doc?.data.jam));
  },
  (e: unknown) => {
    console.warn("The shop's contact could not be read; the page keeps the build's.", e);
    showHoursToday('');
  },
);
listenForChatTaps();

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
