import { useEffect, useState } from 'react';
import { envResult } from '../../config/env';
import { firstWhatsApp } from '../../lib/chat';
import { afterLoadWhenIdle } from '../../lib/idle';
import { headMetaTags } from '../../lib/page-head';
import { applyHead } from './head-tags';
import { LINK_TITLE, linkHead } from './link-content';
import { LinkView } from './LinkView';
import './link-bio.scss';

/**
 * The Instagram link-in-bio page. Light on purpose: no react-bootstrap, and no
 * Firebase before the first paint; the shop's number is read once the page has
 * loaded and the browser is idle.
 */
export default function LinkPage() {
  // The build's number (as in the pre-rendered page) until the shop's is read.
  const build = envResult.ok ? envResult.env.shopWhatsApp : '';
  const [whatsapp, setWhatsapp] = useState(build);

  // Reached inside the app: the head the built /link page has (src/app/Document.tsx).
  useEffect(() => applyHead(LINK_TITLE, headMetaTags(linkHead(window.location.origin))), []);

  useEffect(() => {
    let live = true;
    const cancel = afterLoadWhenIdle(() => {
      // Loaded lazily: Firestore Lite stays out of the page's first download.
      import('../../firebase/visitor/shop-contact')
        .then((m) => m.getShopContact())
        .then(
          (contact) => live && setWhatsapp(firstWhatsApp(contact.whatsapp, build)),
          (e: unknown) => console.warn("The chat number could not be read; the link keeps the build's.", e),
        );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [build]);

  return <LinkView whatsapp={whatsapp} />;
}
