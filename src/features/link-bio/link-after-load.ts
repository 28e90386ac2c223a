// What the built /link page does once it has loaded (enhance.ts loads it): puts the
// shop's WhatsApp number into the chat link and its address and today's hours under
// it, with one small REST read and no SDK or framework (App Check's SDK only where a
// site key is configured, so the read is not refused once App Check is enforced),
// and listens for chat taps (the counting code itself loads on the first tap). Until
// the read answers the link has the build's number (VITE_SHOP_WHATSAPP), or is shown
// off when the build has none; it never goes out without a number.
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
