import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App, ROUTED, pageCodeReady } from './app/router';
import { envResult } from './config/env';
import { afterLoadWhenIdle } from './lib/idle';
import { BakedData, readBakedData } from './ui/baked-data';
import { wrapTabInModals } from './ui/modal-focus';
import './styles/main.scss';

const container = document.getElementById('root')!;
wrapTabInModals();

/**
 * Whether the served HTML was rendered at build time (scripts/vite-static-pages.ts) for
 * the page the router will show here: then React takes that HTML over instead of
 * drawing it again. The not-found page's HTML is served for any path without a file
 * (e.g. /artikel/a%2Fb), so it is taken over only where no route answers.
 */
function isRenderedForHere(): boolean {
  const route = container.dataset.shell;
  const here = window.location.pathname;
  if (!route) return false;
  if (route === '*') return !ROUTED.some((r) => matchPath(r, here));
  return matchPath(route, here) !== null;
}

function render() {
  const app = (
    <BakedData value={readBakedData()}>
      <App />
    </BakedData>
  );
  if (envResult.ok && isRenderedForHere()) {
    // The page's code first (preloaded beside this file), so that React takes the whole
    // page over in one pass: a tap on a part it has not taken over yet then has it taken
    // over at once and answered. A part it had to leave for later (its code still on the
    // way) would drop the tap, with nothing on screen to say so.
    void pageCodeReady(container.dataset.shell ?? '').then(hydrate);
    return;
  }
  function hydrate() {
    // From here the page's buttons take taps (until now they waited: #root[data-shell]).
    delete container.dataset.shell;
    // In a transition React takes the page over in slices, yielding between them, rather
    // than in one long task: the page (already drawn) answers a tap or a scroll meanwhile.
    startTransition(() => {
      hydrateRoot(container, <StrictMode>{app}</StrictMode>, {
        // A mismatch means the page's first render differs from the build's: React
        // recovers by drawing it again, but the visitor sees it jump. Tests fail on it.
        onRecoverableError: (error) => console.error('Hydration:', error),
      });
    });
  }
  if (envResult.ok) {
    container.replaceChildren();
    createRoot(container).render(<StrictMode>{app}</StrictMode>);
    return;
  }
  // Only a build made without the Firebase config shows it: no visitor's page loads it.
  // The build's own copy of that page stays until this one has arrived, so a file that
  // cannot load leaves it in place rather than an empty page.
  const { missing } = envResult;
  import('./app/ConfigErrorPage').then(
    ({ ConfigErrorPage }) => {
      container.replaceChildren();
      createRoot(container).render(
        <StrictMode>
          <ConfigErrorPage missing={missing} />
        </StrictMode>,
      );
    },
    (error: unknown) => console.error('The missing-config page could not load', error),
  );
}

// App Check must be in place before the first Firestore request. Without a site key
// none of its code (nor Firebase's) is in the first download.
if (envResult.ok && envResult.env.appCheckSiteKey) {
  void import('./firebase/app-check').then((m) => m.startAppCheck()).finally(render);
} else {
  render();
}

// The chat-tap listener and the service worker (app/after-load.ts): a while after
// the page is in, so neither competes with what it needs first.
afterLoadWhenIdle(() => void import('./app/after-load'), { settleMs: 1000 });
