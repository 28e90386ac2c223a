// The script of the built /link page (scripts/vite-link-page.ts). That page is
// complete HTML; this only puts the shop's WhatsApp number into the chat link,
// after the page has loaded, with one small REST read and no SDK or framework
// (App Check's SDK only where a site key is configured, so the read is not refused
// once App Check is enforced).
import { toContact } from '../../firebase/converters';
import { fetchDocument } from '../../firebase/rest-read';
import { afterLoadWhenIdle } from '../../lib/idle';
import { chatAdminHref } from './link-content';

function fillChatNumber() {
  fetchDocument('kontak/aktif').then(
    (doc) => {
      const number = toContact(doc).whatsapp;
      const link = document.querySelector<HTMLAnchorElement>('.link-bio__btn--chat');
      if (number && link) link.href = chatAdminHref(number);
    },
    (e: unknown) => console.warn('The chat number could not be read; the chat link has no number.', e),
  );
}

// The number never competes with the first paint.
afterLoadWhenIdle(fillChatNumber);
