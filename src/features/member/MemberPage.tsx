import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/usePageTitle';

/** A member page's frame: its title (in the tab too) and one line on what it is for, over its content. */
export function MemberPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="container py-4">
      <div className="page-head">
        <h1 className="h2 mb-1">{title}</h1>
        <p className="page-lead">{lead}</p>
      </div>
      {children}
    </section>
  );
}
