// Notices taps on the site's chat links (a[data-tap], see src/ui/ChatLink.tsx) with
// ONE listener on the document, installed once a page has loaded (app/after-load.ts,
// and /link's own script), so no page carries it before it is usable. The counting
// code (chat-tap.ts) loads on the first tap. The session's source is decided here,
// once, from the landing page: kept in sessionStorage, never in a cookie.
import { landingSource, tapOf, TAP_SOURCE_KEY } from '../../lib/chat-taps';

export function listenForChatTaps(): void {
  try {
    if (!sessionStorage.getItem(TAP_SOURCE_KEY))
      sessionStorage.setItem(TAP_SOURCE_KEY, landingSource(location, document.referrer));
  } catch {
    // Storage off (a private mode): each tap counts as direct.
  }
  // Capturing, passive: seen before any handler, and the link opens as it always does.
  document.addEventListener(
    'click',
    (e) => {
      const link = e.target instanceof Element ? e.target.closest('a[data-tap][href]') : null;
      const tap = link && tapOf(link);
      if (tap) void import('./chat-tap').then((m) => m.countChatTap(tap));
    },
    { capture: true, passive: true },
  );
  // Browser tests wait for this before they tap.
  document.documentElement.dataset.chatTaps = 'on';
}
