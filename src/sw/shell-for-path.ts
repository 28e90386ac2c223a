// Which prerendered page stands in for a path when there is no network and the
// visitor has not opened that page before: the same file Hosting serves for it
// (firebase.json's rewrites; tests/e2e/hosting.spec.ts keeps those in step with SHELLS).
import { APP_HTML, SHELLS } from '../app/shells';
import { paths } from '../config/paths';

/** A router pattern ('/artikel/:id', '/member/*') as a regular expression. */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const PAGES: { match: RegExp; file: string }[] = [
  { match: patternToRegExp(paths.linkInBio), file: 'link/index.html' },
  ...SHELLS.filter((s) => s.route !== '*').map((s) => ({ match: patternToRegExp(s.route), file: s.file })),
  { match: patternToRegExp(paths.member.legacyLogin), file: APP_HTML },
  { match: patternToRegExp(paths.member.root), file: APP_HTML },
  { match: patternToRegExp(`${paths.member.root}/*`), file: APP_HTML },
  { match: patternToRegExp(paths.admin.root), file: APP_HTML },
  { match: patternToRegExp(`${paths.admin.root}/*`), file: APP_HTML },
];

/** The precached file (from the site's root, e.g. '/pricelist.html') for a path; '/404.html' when no page answers. */
export function shellForPath(pathname: string): string {
  return `/${PAGES.find((p) => p.match.test(pathname))?.file ?? '404.html'}`;
}
