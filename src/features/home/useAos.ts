// Scroll animations (1000 ms, once) with AOS, loaded once the page's first reads have
// answered and the visitor scrolls: a visitor who does not scroll sees no animation, and
// the page's load runs no code for one.
// Elements get their data-aos attribute only once AOS runs, so content is never
// hidden by AOS's CSS if the script fails to load; nothing animates for visitors
// who prefer reduced motion.
import { useEffect, useLayoutEffect, useState } from 'react';

type Aos = typeof import('aos');

let loading: Promise<Aos> | null = null;

function loadAos(): Promise<Aos> {
  loading ??= Promise.all([import('aos'), import('./aos-fade-up.css')]).then(([mod]) => {
    // aos is CommonJS: the bundler hands it over as the default export.
    const aos = ((mod as { default?: Aos }).default ?? mod) as Aos;
    // aos-fade-up.css hard-codes this duration and easing: change both together.
    aos.init({ duration: 1000, once: true });
    return aos;
  });
  loading.catch(() => {
    loading = null; // a later visit may try again
  });
  return loading;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export type AosAttrs = (animation: string) => { 'data-aos'?: string };

/**
 * `aos('fade-up')` → the attribute to spread on an element, or nothing while AOS is off.
 * Nothing loads while `dataIn` is false: on a slow line the page's own reads come
 * before its decoration.
 */
export function useAos(dataIn = true): AosAttrs {
  const [aos, setAos] = useState<Aos | null>(null);

  useEffect(() => {
    if (!dataIn || prefersReducedMotion()) return;
    let live = true;
    // Only blocks below the fold animate: AOS waits until what the page needs first is in,
    // and until the visitor scrolls towards them (or has already).
    const start = () => {
      window.removeEventListener('scroll', start);
      loadAos().then(
        (loaded) => live && setAos(() => loaded),
        (error: unknown) => console.warn('Scroll animations unavailable', error),
      );
    };
    if (window.scrollY > 0) start();
    else window.addEventListener('scroll', start, { passive: true });
    return () => {
      live = false;
      window.removeEventListener('scroll', start);
    };
  }, [dataIn]);

  // The attributes are in the DOM now: let AOS measure them before the browser paints.
  useLayoutEffect(() => {
    aos?.refreshHard();
  }, [aos]);

  // Blocks load (or fail) after AOS has measured them. When the page's height changes,
  // measure again: a block that moved up would otherwise wait for a scroll that never
  // comes, and stay invisible.
  useEffect(() => {
    if (!aos || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => aos.refresh());
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [aos]);

  return (animation) => (aos ? { 'data-aos': animation } : {});
}
