import type { ReactNode } from 'react';
import { Route } from 'react-router';
import screens from 'virtual:og-pages/admin';
import { paths } from '../../../config/paths';
import { AdminLayout } from '../AdminLayout';
import { AdminOnly } from '../AdminOnly';

/** A screen's path within the admin app's routes: '/admin' → index, '/admin/katalog' → 'katalog'. */
export const appPath = (path: string) => path.slice(paths.admin.root.length).replace(/^\//, '');

/**
 * The admin app's routes, the page table's admin screens (src/app/pages.ts) behind the
 * admin claim: in the admin's frame, or alone for a screen with the 'bare' layout
 * (the printed receipt: no admin bar on the paper). `screen` gives the element of the
 * table's i-th admin screen.
 */
export function adminRoutes(screen: (index: number) => ReactNode) {
  const entries = screens.map((s, i) => [i, s] as const);
  const route = ([i, s]: (typeof entries)[number]) => {
    const path = appPath(s.path);
    const element = s.layout === 'bare' ? <main id="main">{screen(i)}</main> : screen(i);
    return path ? (
      <Route key={s.path} path={path} element={element} />
    ) : (
      <Route key={s.path} index element={element} />
    );
  };
  return (
    <Route element={<AdminOnly />}>
      <Route element={<AdminLayout />}>{entries.filter(([, s]) => s.layout !== 'bare').map(route)}</Route>
      {entries.filter(([, s]) => s.layout === 'bare').map(route)}
    </Route>
  );
}
