import { memo } from 'react';

/**
 * Where a list page's first program paints its first rows before the app has arrived
 * (src/app/list-paint.ts), in place of the loading face. React leaves its inside alone
 * (an unchanged inner HTML is never rewritten) and drops it with its contents when the
 * page draws the same rows itself.
 */
export const EarlyRows = memo(function EarlyRows() {
  return (
    <div
      className="early-rows"
      data-early-rows=""
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
});
