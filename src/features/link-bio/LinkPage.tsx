import { useEffect, useLayoutEffect, useState } from 'react';
import { envResult } from '../../config/env';
import { firstWhatsApp } from '../../lib/chat';
import { afterLoadWhenIdle } from '../../lib/idle';
import { applyHead } from './head-tags';
import { LINK_STATIC_ID, LINK_TITLE, linkHeadTags } from './link-content';
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

  // Our markup is in the DOM now; the build's pre-rendered copy goes before the next paint.
  useLayoutEffect(() => document.getElementById(LINK_STATIC_ID)?.remove(), []);
  useEffect(() => applyHead(LINK_TITLE, linkHeadTags(window.location.origin)), []);

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
