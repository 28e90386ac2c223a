// The precache holds the public site only (scripts/vite-precache.ts): a visitor never
// downloads member code. The card is what a member needs at the counter with no
// signal, so once it has shown, this page keeps the scripts and styles it runs on in a
// cache of its own, on this member's phone only; offline, the service worker answers
// from it what its own caches miss (src/sw/sw.ts).
import { CARD_CODE_CACHE } from '../../config/offline-caches';

/** The app's own scripts and styles this page has loaded (hashed: a file's name is its version). */
function loadedCode(): string[] {
  const sameOrigin = (href: string) => new URL(href, location.href);
  const urls = [
    ...performance.getEntriesByType('resource').map((e) => e.name),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src),
    ...[
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
    ].map((l) => l.href),
  ].map(sameOrigin);
  const files = urls
    .filter((u) => u.origin === location.origin && /^\/assets\/.+\.(js|css)$/.test(u.pathname))
    .map((u) => u.pathname);
  return [...new Set(files)];
}

/** 'MemberArea-xHZ-i4GO.js' → 'MemberArea.js': the same file in any version. */
const unversioned = (path: string) => path.replace(/-[\w-]{8}(\.\w+)$/, '$1');

/**
 * Keeps the card page's code; a kept file another version of which this page runs
 * is let go (an older deploy's). Production builds only.
 */
export function keepCardCode(): void {
  if (import.meta.env.DEV || typeof caches === 'undefined') return;
  const files = loadedCode();
  if (!files.length) return;
  void (async () => {
    const cache = await caches.open(CARD_CODE_CACHE);
    await cache.addAll(files);
    const current = new Set(files);
    const names = new Set(files.map(unversioned));
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (!current.has(path) && names.has(unversioned(path))) await cache.delete(request);
    }
  })().catch((e: unknown) => console.warn('The card page could not keep its code for offline use.', e));
}
