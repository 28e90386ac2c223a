// What the built /link page does once it has loaded (enhance.ts loads it): puts the
// shop's WhatsApp number into the chat link, with one small REST read and no SDK
// or framework (App Check's SDK only where a site key is configured, so the read is
// not refused once App Check is enforced), and listens for chat taps (the counting
// code itself loads on the first tap). Until the read answers the link has the
// build's number (VITE_SHOP_WHATSAPP), or is shown off when the build has none; it
// never goes out without a number.
import { listenForChatTaps } from '../../firebase/visitor/chat-tap-listen';
import { fetchDocument } from '../../firebase/visitor/rest';
import { text } from '../../firebase/specs/read';
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

fillChatNumber();
listenForChatTaps();
