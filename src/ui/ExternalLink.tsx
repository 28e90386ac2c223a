import type { AnchorHTMLAttributes } from 'react';

/** A link that leaves the site: new tab, no opener, no referrer leak of member pages. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
