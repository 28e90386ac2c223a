import type { AnchorHTMLAttributes } from 'react';
import { LEAVES_SITE } from './leaves-site';

/** A link that leaves the site (LEAVES_SITE). */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...LEAVES_SITE} {...props}>
      {children}
    </a>
  );
}
