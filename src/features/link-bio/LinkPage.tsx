import { useEffect, useLayoutEffect, useState } from 'react';
import { applyHead } from './head-tags';
import { LINK_STATIC_ID, LINK_TITLE, linkHeadTags } from './link-content';
import { LinkView } from './LinkView';
import './link-bio.scss';

/** Runs `work` once the page has painted and the browser is idle. */
function afterPaint(work: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(work, { timeout: 2000 });
    } else {
      idle = window.setTimeout(work, 200);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    }
  };
}

/**
 * Link-in-bio (SPEC §2). Light on purpose: no react-bootstrap, no Firebase before
 * the first paint. The shop's number is read afterwards; until then the chat
 * link opens WhatsApp without a number.
 */
export default function LinkPage() {
  const [whatsapp, setWhatsapp] = useState('');

  // Our markup is in the DOM now; the build's pre-rendered copy goes before the next paint.
  useLayoutEffect(() => document.getElementById(LINK_STATIC_ID)?.remove(), []);
  useEffect(() => applyHead(LINK_TITLE, linkHeadTags(window.location.origin)), []);

  useEffect(() => {
    let live = true;
    const cancel = afterPaint(() => {
      import('./api')
        .then((api) => api.loadChatNumber())
        .then(
          (n) => live && setWhatsapp(n),
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
