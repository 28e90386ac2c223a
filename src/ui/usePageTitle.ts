import { useEffect } from 'react';

const SITE = 'ONE GADGET Bali';

/** Sets document.title to 'Page – ONE GADGET Bali' while the page is shown. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} – ${SITE}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
