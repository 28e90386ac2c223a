// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { APP_HTML, pageUrl, ROUTE_FILES, SHELLS } from '../../src/app/pages';
import { shellForPath } from '../../src/sw/shell-for-path';
import { globToRegExp, hostingConfig, hostingFile, hostingRewrites } from './hosting-rewrites.mjs';

const noFiles = () => false;
/** The files the build writes for the page table (what cleanUrls finds for a clean path). */
const tableFiles = new Set(ROUTE_FILES.map((r) => `/${r.file}`));
const builtPages = (p: string) => tableFiles.has(p);

describe('globToRegExp', () => {
  it('reads Hosting globs', () => {
    expect(globToRegExp('/admin{,/**}').test('/admin')).toBe(true);
    expect(globToRegExp('/admin{,/**}').test('/admin/katalog/pricelist')).toBe(true);
    expect(globToRegExp('/admin{,/**}').test('/administrasi')).toBe(false);
    expect(globToRegExp('/artikel/*').test('/artikel/abc')).toBe(true);
    expect(globToRegExp('/artikel/*').test('/artikel/abc/def')).toBe(false);
    expect(globToRegExp('/link').test('/link.html')).toBe(false);
  });
});

/** A router pattern as the Hosting glob for the same paths: '/artikel/:id' → '/artikel/*', '/admin/*' → '/admin{,/**}'. */
function hostingGlob(route: string): string {
  if (route.endsWith('/*')) return `${route.slice(0, -2)}{,/**}`;
  return route
    .split('/')
    .map((part) => (part.startsWith(':') ? '*' : part))
    .join('/');
}

/** Paths a router pattern matches: its parameters filled in, a splat empty and not. */
function samplePaths(route: string): string[] {
  if (route === '*') return ['/tidak-ada'];
  if (route.endsWith('/*')) return samplePaths(route.slice(0, -2)).flatMap((p) => [p, `${p}/x`, `${p}/x/y`]);
  return [
    route
      .split('/')
      .map((part) => (part.startsWith(':') ? 'x' : part))
      .join('/'),
  ];
}

describe("firebase.json's rewrites", () => {
  it("are only the page table's routes Hosting would not find by their file's name (cleanUrls)", () => {
    // With cleanUrls, /garansi is garansi.html and /link is link/index.html: a new page whose
    // file is named after its path needs no rewrite. A pattern or an area's shared file does.
    const tableFiles = new Set(ROUTE_FILES.map((r) => `/${r.file}`));
    const inBuild = (p: string) => tableFiles.has(p);
    expect(hostingConfig().cleanUrls).toBe(true);
    const needed = ROUTE_FILES.filter((r) => r.path !== '*')
      .filter((r) =>
        samplePaths(r.path).some(
          (p) => hostingFile(p, inBuild, { cleanUrls: true, rewrites: [] }).file !== `/${r.file}`,
        ),
      )
      .map((r) => ({ source: hostingGlob(r.path), destination: `/${r.file}` }));
    const bySource = (a: { source: string }, b: { source: string }) => a.source.localeCompare(b.source);
    expect([...hostingRewrites()].sort(bySource)).toEqual([...needed].sort(bySource));
  });

  it('in an order that serves each path the file the service worker stands in with offline', () => {
    const paths = [
      ...ROUTE_FILES.flatMap((r) => samplePaths(r.path)),
      '/memberx',
      '/administrasi',
      '/artikel/a/b',
      '/link.html',
    ];
    for (const p of paths) expect(pageUrl(hostingFile(p, builtPages).file), p).toBe(shellForPath(p));
  });

  it('send every prerendered route to its own file', () => {
    for (const shell of SHELLS.filter((s) => s.route !== '*')) {
      expect(hostingFile(shell.url, builtPages), shell.url).toEqual({ file: `/${shell.file}`, status: 200 });
    }
  });

  it('send the member pages and the admin area to the app with an empty root', () => {
    const appRoutes = [
      ...Object.values(paths.member).filter((p) => p !== paths.member.login),
      paths.admin.root,
      paths.admin.repairReceipt('OG-1'),
      paths.admin.record('pricelist', 'x'),
    ];
    for (const route of appRoutes)
      expect(hostingFile(route, builtPages), route).toEqual({ file: `/${APP_HTML}`, status: 200 });
  });

  it('serve /link its own page, files as they are, and 404.html for anything else', () => {
    expect(hostingFile(paths.linkInBio, builtPages).file).toBe('/link/index.html');
    expect(hostingFile('/logo.svg', (p) => p === '/logo.svg')).toEqual({ file: '/logo.svg', status: 200 });
    expect(hostingFile('/tidak-ada', noFiles)).toEqual({ file: '/404.html', status: 404 });
    expect(hostingFile('/pricelist/lama', noFiles)).toEqual({ file: '/404.html', status: 404 });
  });

  it('send a page asked for by its file name on to its clean address, as cleanUrls does', () => {
    expect(hostingFile('/pricelist.html', builtPages)).toEqual({
      file: '/pricelist.html',
      status: 301,
      location: '/pricelist',
    });
    expect(hostingFile('/link/index.html', builtPages)).toMatchObject({ status: 301, location: '/link' });
    expect(hostingFile('/index.html', builtPages)).toMatchObject({ status: 301, location: '/' });
  });

  it("serve an article the build read its own page (a folder's index.html, as Hosting does), a newer one the shared page", () => {
    const built = (p: string) => p === '/artikel/tips-baterai/index.html';
    expect(hostingFile(paths.article('tips-baterai'), built)).toEqual({
      file: '/artikel/tips-baterai/index.html',
      status: 200,
    });
    expect(hostingFile(paths.article('artikel-baru'), built)).toEqual({ file: '/artikel.html', status: 200 });
  });
});
