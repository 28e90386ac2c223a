import { memo, useLayoutEffect, useRef } from 'react';
import { keepRowInPlace, rowInView } from './row-in-view';

/**
 * Where a list page's first program paints its first rows before the app has arrived
 * (src/ui/first-rows.ts), in place of the loading face. React leaves its inside alone
 * (an unchanged inner HTML is never rewritten) and drops it with its contents when the
 * page draws the same rows itself.
 */
export const EarlyRows = memo(function EarlyRows() {
  const slot = useRef<HTMLDivElement>(null);
  // A box the visitor scrolled before the app arrived shows the same row at the same
  // place in the app's same rows (the box found by its label): the app draws them in the
  // commit that drops this slot.
  useLayoutEffect(() => {
    const el = slot.current;
    return () => {
      const scrolled = [...(el?.querySelectorAll<HTMLElement>('[aria-label]') ?? [])].find(
        (b) => b.scrollTop > 0,
      );
      const place = scrolled && rowInView(scrolled);
      if (!scrolled || !place) return;
      const label = scrolled.getAttribute('aria-label') ?? '';
      queueMicrotask(() => {
        const box = [...document.querySelectorAll<HTMLElement>('[aria-label]')].find(
          (b) => b.getAttribute('aria-label') === label && !el?.contains(b),
        );
        if (box) keepRowInPlace(box, place);
      });
    };
  }, []);
  return (
    <div
      ref={slot}
      className="early-rows"
      data-early-rows=""
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
});
