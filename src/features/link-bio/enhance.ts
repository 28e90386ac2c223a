// The script of the built /link page (scripts/vite-link-page.ts). That page is
// complete HTML; this only puts the shop's WhatsApp number into the chat link,
// after the page has loaded, with one small REST read and no SDK or framework.
import { toContact } from '../../firebase/converters';
import { fetchDocument } from '../../firebase/rest-read';
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

// Once the page has loaded and the browser is idle: the number never competes with the first paint.
const whenIdle = () =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(fillChatNumber, { timeout: 2000 })
    : window.setTimeout(fillChatNumber, 200);
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
