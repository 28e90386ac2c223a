import type { ReactNode } from 'react';

/** An admin list's heading with 'Muat ulang' (read it afresh) and the list's own actions. */
export function ListHeader({
  title,
  onReload,
  children,
}: {
  title: string;
  onReload: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
      <h1 className="h3 mb-0 me-auto">{title}</h1>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onReload}>
        Muat ulang
      </button>
      {children}
    </div>
  );
}
