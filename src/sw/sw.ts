// The service worker (built by vite-plugin-pwa, injectManifest: the build writes the
// precache list into self.__WB_MANIFEST). It keeps the public site readable with no
// signal and never stands between the site and Firebase:
// - pages (navigations) come from the network whenever there is one, so a deploy's
//   new HTML, naming its new chunks, is what a visitor gets; offline, the copy of that
//   page last seen, else its prerendered shell from the precache;
// - the public shells, route chunks and icons are precached (never the admin or
//   member chunks: scripts/vite-precache.ts chooses);
// - other same-origin scripts and styles (hashed, immutable) and images are kept as
//   they are fetched; offline, a script or style none of those holds may be one the
//   member card page kept (CARD_CODE_CACHE) for the counter with no signal;
// - every other request (Firestore, Auth, Storage, /__/auth/*, other hosts) is not
//   touched at all: no route matches it.
// A new version waits until the visitor taps "Muat ulang" (src/app/UpdatePrompt.tsx).
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addPlugins, addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CARD_CODE_CACHE } from '../config/offline-caches';
import { precacheCacheability } from './precache-cacheability';
import { shellForPath } from './shell-for-path';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** Waiting for a page longer than this on a weak signal, the visitor gets the copy. */
const PAGE_TIMEOUT_S = 4;

const pages = new NetworkFirst({
  cacheName: 'og-pages',
  networkTimeoutSeconds: PAGE_TIMEOUT_S,
  plugins: [
    {
      // One copy per page: /pricelist?tab=android is the same HTML as /pricelist.
      cacheKeyWillBeUsed: async ({ request }) => {
        const url = new URL(request.url);
        return `${url.origin}${url.pathname}`;
      },
    },
  ],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Registered first: a navigation never reaches the precache route below.
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        const shell = await matchPrecache(shellForPath(options.url.pathname));
        return shell ?? Response.error();
      }
    },
    { denylist: [/^\/__\//] },
  ),
);

// The not-found page is precached under its address, which Hosting answers with 404.
addPlugins([precacheCacheability]);
precache(self.__WB_MANIFEST);
addRoute();
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    url.pathname.startsWith('/assets/') &&
    ['script', 'style'].includes(request.destination),
  new CacheFirst({
    cacheName: 'og-assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 100 }),
      // No signal, and not kept here: the member card's own copy (a miss stays an error).
      // The page kept it with fetch(), which sends no Origin header; a module script's
      // request does, and Hosting answers with Vary: Origin.
      {
        handlerDidError: async ({ request }) =>
          (await (await caches.open(CARD_CODE_CACHE)).match(request, { ignoreVary: true })) ?? undefined,
      },
    ],
  }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image',
  new StaleWhileRevalidate({ cacheName: 'og-images', plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first visit's page is looked after at once: its chunks and images are kept from then on.
clientsClaim();
