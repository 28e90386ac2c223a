import type { ReactNode } from 'react';
import { LoadView } from '../../ui/LoadView';
import type { LoadResult } from '../../ui/useLoad';
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

/**
 * A member page showing one read: the frame, then the read's faces, worded alike on
 * every member page after its title ('Memuat kupon...', 'Kupon gagal dimuat. …').
 * `notice` stands between the lead and the read.
 */
export function MemberLoadPage<T>({
  title,
  lead,
  load,
  empty,
  notice,
  children,
}: {
  title: string;
  lead: string;
  load: LoadResult<T>;
  empty?: string;
  notice?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  return (
    <MemberPage title={title} lead={lead}>
      {notice}
      <LoadView
        load={load}
        loading={`Memuat ${title.toLowerCase()}...`}
        error={`${title} gagal dimuat. Periksa koneksi internet kamu.`}
        empty={empty}
      >
        {children}
      </LoadView>
    </MemberPage>
  );
}
