import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { App } from './app/router';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { envResult } from './config/env';
import { wrapTabInModals } from './ui/modal-focus';
import './styles/main.scss';

const container = document.getElementById('root')!;
wrapTabInModals();

/**
 * The route the served HTML was rendered for at build time (scripts/vite-prerender.ts),
 * when it is this page's: then React takes that HTML over instead of drawing it again.
 */
function renderedRoute(): string | null {
  const route = container.dataset.shell;
  return route && matchPath(route, window.location.pathname) ? route : null;
}

function render() {
  if (envResult.ok && renderedRoute()) {
    hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      {
        // A mismatch means the page's first render differs from the build's: React
        // recovers by drawing it again, but the visitor sees it jump. Tests fail on it.
        onRecoverableError: (error) => console.error('Hydration:', error),
      },
    );
    return;
  }
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>{envResult.ok ? <App /> : <ConfigErrorPage missing={envResult.missing} />}</StrictMode>,
  );
}

// App Check must be in place before the first Firestore request. Without a site key
// none of its code (nor Firebase's) is in the first download.
if (envResult.ok && envResult.env.appCheckSiteKey) {
  void import('./firebase/app-check').then((m) => m.startAppCheck()).finally(render);
} else {
  render();
}
