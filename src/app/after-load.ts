// What a page starts once it has loaded (main.tsx imports this a second after the
// load event, when the browser is idle), in a chunk of its own so no page loads it
// before it is usable: the chat-tap listener at once, the service worker a while later.
import { listenForChatTaps } from '../firebase/visitor/chat-tap-listen';
import { afterLoadWhenIdle } from '../lib/idle';

listenForChatTaps();

// Offline use and updates (src/sw/sw.ts): production builds only, so neither the
// registration nor the precache competes with the page's reads.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  afterLoadWhenIdle(() => void import('./register-sw').then((m) => m.registerServiceWorker()), {
    settleMs: 2000,
  });
