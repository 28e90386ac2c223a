import { useEffect, useState, type RefObject } from 'react';

import { CLEARANCE, CONTROLS } from './control-under';

/**
 * True while one of the page's controls lies under the floating element (the chat
 * button in its corner), so it can step aside instead of covering it. Watched by an
 * IntersectionObserver whose root is the element's own box: no work while scrolling.
 * Starts true, as the prerendered page does, until the browser has measured.
 */
export function useControlUnder(
  scope: RefObject<HTMLElement | null> | undefined,
  floating: RefObject<HTMLElement | null>,
): boolean {
  const [under, setUnder] = useState(true);

  useEffect(() => {
    const page = scope?.current;
    const self = floating.current;
    if (!page || !self || typeof IntersectionObserver === 'undefined') {
      // Nothing to measure with: float as always.
      const shown = requestAnimationFrame(() => setUnder(false));
      return () => cancelAnimationFrame(shown);
    }
    let io: IntersectionObserver | null = null;
    let frame = 0;
    const covered = new Set<Element>();

    const watch = () => {
      io?.disconnect();
      covered.clear();
      const box = self.getBoundingClientRect();
      const margin = [
        -(box.top - CLEARANCE),
        -(window.innerWidth - box.right - CLEARANCE),
        -(window.innerHeight - box.bottom - CLEARANCE),
        -(box.left - CLEARANCE),
      ].map((px) => `${Math.min(0, Math.round(px))}px`);
      io = new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            if (e.isIntersecting) covered.add(e.target);
            else covered.delete(e.target);
          }
          setUnder(covered.size > 0);
        },
        { rootMargin: margin.join(' ') },
      );
      const controls = [...page.querySelectorAll(CONTROLS)].filter((c) => !c.closest('[data-floating]'));
      for (const c of controls) io.observe(c);
      if (controls.length === 0) setUnder(false);
    };
    // Controls come and go as the page's parts load: watch the new set on the next frame.
    // Only then: measuring lays the page out, which a slow phone feels while it loads.
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(watch);
    };
    const holdsControl = (n: Node) =>
      n instanceof Element && (n.matches(CONTROLS) || n.querySelector(CONTROLS) !== null);
    const changes = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes, ...r.removedNodes].some(holdsControl))) soon();
    });
    changes.observe(page, { childList: true, subtree: true });
    window.addEventListener('resize', soon);
    watch();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('resize', soon);
      io?.disconnect();
    };
  }, [scope, floating]);

  return under;
}
