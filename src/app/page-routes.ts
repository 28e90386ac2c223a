// The page table at run time: what the router and src/main.tsx need of each entry
// (generated from src/app/pages.ts by scripts/vite-pages.ts), typed by its keys.
import pages from 'virtual:og-pages';
import type { PageId } from './pages';

export type RoutePage = (typeof pages)[string];

export const ROUTE_PAGES = pages as Record<PageId, RoutePage>;

/**
 * Every route pattern the router answers with a page of its own, i.e. where the
 * not-found shell (served for any path Hosting has no file for) must not be hydrated.
 */
export const ROUTED: readonly string[] = Object.values(ROUTE_PAGES)
  .map((p) => p.path)
  .filter((p) => p !== '*');
