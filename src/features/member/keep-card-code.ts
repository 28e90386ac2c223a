// The precache holds the public site only (scripts/vite-precache.ts): a visitor never
// downloads member code. The card is what a member needs at the counter with no
// signal, so once it has shown, this page keeps the scripts and styles it runs on in a
// cache of its own, on this member's phone only; offline, the service worker answers
// from it what its own caches miss (src/sw/sw.ts).
import { CARD_CODE_CACHE } from '../../config/offline-caches';

/** The app's own scripts and styles this page has loaded (hashed: a file's name is its version). */
function loadedCode(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === location.origin && /^\/assets\/.+\.(js|css)$/.test(u.pathname))
    .map((u) => u.pathname);
  return [...new Set(files)];
}

/** Keeps the card page's code; files of an older version are let go. Production builds only. */
export function keepCardCode(): void {
  if (import.meta.env.DEV || typeof caches === 'undefined') return;
  const files = loadedCode();
  if (!files.length) return;
  void (async () => {
    const cache = await caches.open(CARD_CODE_CACHE);
    await cache.addAll(files);
    const keep = new Set(files);
    for (const request of await cache.keys())
      if (!keep.has(new URL(request.url).pathname)) await cache.delete(request);
  })().catch((e: unknown) => console.warn('The card page could not keep its code for offline use.', e));
}
