import type { ReactNode } from 'react';

/**
 * A 24 × 24 line drawing in the text's colour. Decorative: the text or the
 * button's name beside it carries the meaning, so screen readers skip it.
 */
export function LineIcon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
