// Which prerendered page stands in for a path when there is no network and the
// visitor has not opened that page before: the same file Hosting serves for it
// (ROUTE_FILES of the page table, src/app/pages.ts, which firebase.json's hosting config agrees with).
import { PAGES as TABLE, pageUrl, ROUTE_FILES } from '../app/pages';

/**
 * A router pattern ('/artikel/:id', '/member/*', '*') as a regular expression that
 * matches what the router's matchPath matches: a trailing '/*' also matches the
 * path without it ('/member').
 */
export function patternToRegExp(pattern: string): RegExp {
  if (pattern === '*') return /^.*$/;
  const splat = pattern.endsWith('/*');
  const source = (splat ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}${splat ? '(?:/.*)?' : ''}/?$`);
}

const PAGES = ROUTE_FILES.map((r) => ({ match: patternToRegExp(r.path), file: r.file }));

/** The not-found page's address in the precache ('/404'); Hosting answers it with status 404. */
export const NOT_FOUND_URL = pageUrl(TABLE.notFound.file);

/** The precached page (by its address, e.g. '/pricelist' for pricelist.html) for a path; '/404' when no page answers. */
export function shellForPath(pathname: string): string {
  const file = PAGES.find((p) => p.match.test(pathname))?.file;
  return file ? pageUrl(file) : NOT_FOUND_URL;
}
