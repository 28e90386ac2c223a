// Registers the service worker (src/sw/sw.ts, built as /sw.js), in its own chunk,
// loaded once the page has loaded. A new version is never switched to on its own:
// a page with a half-filled form must not reload under the visitor's fingers. It is
// offered (UpdatePrompt), and taking it reloads once the new worker is in charge.
import { Workbox } from 'workbox-window';
import { swUpdate } from './sw-updates';

export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () =>
    swUpdate.offer(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  wb.register().catch((error: unknown) => console.warn('Service worker not registered', error));
}
