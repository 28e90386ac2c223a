import { createContext, useContext, useEffect } from 'react';

const SITE = 'ONE GADGET Bali';

export const fullTitle = (title: string) => `${title} – ${SITE}`;

/**
 * Given only while a route is rendered at build time (src/app/prerender.tsx),
 * where effects never run: takes the page's title for the HTML's <title>.
 */
export const PrerenderTitle = createContext<((title: string) => void) | null>(null);

/** Sets document.title to 'Page – ONE GADGET Bali' while the page is shown. */
export function usePageTitle(title: string | null | undefined) {
  const noteTitle = useContext(PrerenderTitle);
  if (noteTitle && title) noteTitle(fullTitle(title));
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = fullTitle(title);
    return () => {
      document.title = before;
    };
  }, [title]);
}
