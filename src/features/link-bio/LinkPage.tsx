import { useEffect, useLayoutEffect, useState } from 'react';
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
  const [whatsapp, setWhatsapp] = useState('');

  // Our markup is in the DOM now; the build's pre-rendered copy goes before the next paint.
  useLayoutEffect(() => document.getElementById(LINK_STATIC_ID)?.remove(), []);
  useEffect(() => applyHead(LINK_TITLE, linkHeadTags(window.location.origin)), []);

  useEffect(() => {
    let live = true;
    const cancel = afterLoadWhenIdle(() => {
      // Loaded lazily: Firestore Lite stays out of the page's first download.
      import('../../firebase/shop-contact')
        .then((m) => m.getShopContact())
        .then(
          (contact) => live && setWhatsapp(contact.whatsapp),
          (e: unknown) => console.warn('The chat number could not be read; the chat link has no number.', e),
        );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  return <LinkView whatsapp={whatsapp} />;
}
