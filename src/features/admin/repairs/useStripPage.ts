// Thermal printers feed paper by the page: a page taller than the receipt wastes
// paper, a shorter one cuts it in two. So the page is exactly the receipt's height,
// measured after render and whenever it changes (fonts, the shop's contact arriving).
import { useLayoutEffect, type RefObject } from 'react';

const PX_PER_MM = 96 / 25.4;

/** The @page rule for a strip `widthMm` wide and as tall as `heightPx` CSS pixels. */
export function stripPageRule(widthMm: number, heightPx: number): string {
  // Rounded up plus 1 mm: a page a fraction shorter than the content would push its last line onto a second one.
  const heightMm = Math.ceil(heightPx / PX_PER_MM) + 1;
  return `@page { size: ${widthMm}mm ${heightMm}mm; margin: 0; }`;
}

/** While mounted, printing uses pages `widthMm` wide, as tall as the element. */
export function useStripPage(ref: RefObject<HTMLElement | null>, widthMm: number) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = document.createElement('style');
    document.head.appendChild(style);
    const measure = () => {
      style.textContent = stripPageRule(widthMm, el.getBoundingClientRect().height);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    // Should the print layout's height differ from the screen's (print-only rules), that one counts.
    window.addEventListener('beforeprint', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('beforeprint', measure);
      style.remove();
    };
  }, [ref, widthMm]);
}
