import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/usePageTitle';

/** A member page's frame: its title (in the tab too) over its content. */
export function MemberPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">{title}</h1>
      {children}
    </section>
  );
}
