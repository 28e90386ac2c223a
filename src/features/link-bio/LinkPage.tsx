import { useEffect, useState } from 'react';
import { envResult } from '../../config/env';
import { firstWhatsApp } from '../../lib/chat';
import { afterLoadWhenIdle } from '../../lib/idle';
import { hoursTodayText } from '../../lib/opening-hours';
import { headMetaTags } from '../../lib/page-head';
import { applyHead } from './head-tags';
import { LINK_TITLE, linkHead, NO_SHOP_FACTS } from './link-content';
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
  const [facts, setFacts] = useState(NO_SHOP_FACTS);

  // Reached inside the app: the head the built /link page has (src/app/Document.tsx).
  useEffect(() => applyHead(LINK_TITLE, headMetaTags(linkHead(window.location.origin))), []);

  useEffect(() => {
    let live = true;
    const cancel = afterLoadWhenIdle(() => {
      // Loaded lazily: Firestore Lite stays out of the page's first download.
      import('./api')
        .then((m) => m.readShop())
        .then(
          (shop) => {
            if (!live) return;
            setWhatsapp(firstWhatsApp(shop.whatsapp, build));
            setFacts(shop.facts);
          },
          (e: unknown) =>
            console.warn("The shop's contact could not be read; the link keeps the build's number.", e),
        );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [build]);

  return <LinkView whatsapp={whatsapp} facts={facts} hoursToday={hoursTodayText(facts.jam, new Date())} />;
}
