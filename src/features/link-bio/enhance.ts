// The script of the built /link page (scripts/vite-link-page.ts). That page is
// complete HTML; this only puts the shop's WhatsApp number into the chat link,
// after the page has loaded, with one small REST read and no SDK or framework
// (App Check's SDK only where a site key is configured, so the read is not refused
// once App Check is enforced). Until then the link has the build's number
// (VITE_SHOP_WHATSAPP), or is shown off when the build has none; it never goes
// out without a number.
import { fetchDocument } from '../../firebase/visitor/rest';
import { text } from '../../firebase/specs/read';
import { afterLoadWhenIdle } from '../../lib/idle';
import { chatAdminHref } from './link-content';

function fillChatNumber() {
  fetchDocument('kontak/aktif').then(
    (doc) => {
      const href = chatAdminHref(text(doc?.data.whatsapp));
      const link = document.querySelector<HTMLAnchorElement>('.link-bio__btn--chat');
      if (!href || !link) return;
      link.href = href;
      link.removeAttribute('aria-disabled');
      link.removeAttribute('title');
    },
    (e: unknown) => console.warn("The chat number could not be read; the link keeps the build's.", e),
  );
}

// The number never competes with the first paint.
afterLoadWhenIdle(fillChatNumber);
