import { createContext, useContext } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Given only while a route is rendered at build time (src/app/prerender.tsx): the
 * page's absolute address as its canonical link says it; '' for a page served at
 * several addresses (the article shell, whose copies' heads each name their article:
 * it draws its share button only once its article is read).
 */
export const PrerenderAddress = createContext<string | null>(null);

/** The canonical link the build wrote into this page's head; '' where there is none. */
function builtAddress(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '';
}

/**
 * This page's address. Until the app has taken a prerendered page over it is the
 * canonical one the build wrote (the HTML holds it, and so does the takeover's first
 * render, which must match), so what is shared from the page at once still leads back.
 */
export function usePageAddress(): string {
  const prerendered = useContext(PrerenderAddress);
  const hydrated = useHydrated();
  if (prerendered !== null) return prerendered;
  return hydrated ? window.location.href : builtAddress();
}
