import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/router';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { envResult } from './config/env';
import { wrapTabInModals } from './ui/modal-focus';
import './styles/main.scss';

const root = createRoot(document.getElementById('root')!);
wrapTabInModals();

function render() {
  root.render(
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
