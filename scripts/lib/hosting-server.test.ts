// @vitest-environment node
// firebase.json's rewrites against the page table, asked of Hosting's engine itself
// (hosting-server.mjs) over a folder holding the files the build writes for the table.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { APP_HTML, pageUrl, ROUTE_FILES, SHELLS } from '../../src/app/pages';
import { shellForPath } from '../../src/sw/shell-for-path';
import { ROOT } from './config.mjs';
import { startHosting } from './hosting-server.mjs';
import { adminPaths } from '../../src/config/admin-paths';

interface Rewrite {
  source: string;
  destination: string;
}
const firebaseRewrites: Rewrite[] = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting
  .rewrites;

/** Each file's body is its own name, so a response says which file was served. */
const dist = mkdtempSync(path.join(tmpdir(), 'og-hosting-'));
const files = [...new Set(ROUTE_FILES.map((r) => r.file)), 'artikel/tips-baterai/index.html', 'logo.svg'];
for (const file of files) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), `/${file}`);
}

const servers: Server[] = [];
async function serve(rewrites?: Rewrite[]): Promise<string> {
  const server = (await startHosting({ dist, port: 0, rewrites })) as Server;
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
let hosting = '';
let noRewrites = '';
beforeAll(async () => {
  [hosting, noRewrites] = await Promise.all([serve(), serve([])]);
});
afterAll(() => {
  for (const s of servers) s.close();
  rmSync(dist, { recursive: true, force: true });
});

/** What the engine answers for `pathname`: the file served, the status, a redirect's target. */
async function served(pathname: string, origin = hosting) {
  const res = await fetch(origin + pathname, { redirect: 'manual' });
  const location = res.headers.get('location');
  return { file: await res.text(), status: res.status, ...(location ? { location } : {}) };
}

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
  it("are only the page table's routes Hosting would not find by their file's name (cleanUrls)", async () => {
    // With cleanUrls, /garansi is garansi.html and /link is link/index.html: a new page whose
    // file is named after its path needs no rewrite. A pattern or an area's shared file does.
    const needed: Rewrite[] = [];
    for (const r of ROUTE_FILES.filter((route) => route.path !== '*')) {
      const results = await Promise.all(samplePaths(r.path).map((p) => served(p, noRewrites)));
      if (results.some((res) => res.file !== `/${r.file}`))
        needed.push({ source: hostingGlob(r.path), destination: `/${r.file}` });
    }
    const bySource = (a: Rewrite, b: Rewrite) => a.source.localeCompare(b.source);
    expect([...firebaseRewrites].sort(bySource)).toEqual(needed.sort(bySource));
  });

  it('in an order that serves each path the file the service worker stands in with offline', async () => {
    const sample = [
      ...ROUTE_FILES.flatMap((r) => samplePaths(r.path)),
      '/memberx',
      '/administrasi',
      '/artikel/a/b',
      '/link.html',
    ];
    for (const p of sample) {
      const res = await served(p);
      // /link.html is sent on to /link (cleanUrls), whose file is link/index.html.
      const file = res.location ? (await served(res.location)).file : res.file;
      expect(pageUrl(file), p).toBe(shellForPath(p));
    }
  });

  it('send every prerendered route to its own file', async () => {
    for (const shell of SHELLS.filter((s) => s.route !== '*')) {
      expect(await served(shell.url), shell.url).toEqual({ file: `/${shell.file}`, status: 200 });
    }
  });

  it('send the member pages and the admin area to the app with an empty root', async () => {
    const appRoutes = [
      ...Object.values(paths.member).filter((p) => p !== paths.member.login),
      paths.admin.root,
      adminPaths.repairReceipt('OG-1'),
      adminPaths.record('pricelist', 'x'),
    ];
    for (const route of appRoutes)
      expect(await served(route), route).toEqual({ file: `/${APP_HTML}`, status: 200 });
  });

  it('serve /link its own page, files as they are, and 404.html with status 404 for anything else', async () => {
    expect((await served(paths.linkInBio)).file).toBe('/link/index.html');
    expect(await served('/logo.svg')).toEqual({ file: '/logo.svg', status: 200 });
    expect(await served('/tidak-ada')).toEqual({ file: '/404.html', status: 404 });
    expect(await served('/pricelist/lama')).toEqual({ file: '/404.html', status: 404 });
    // The not-found page's own address too: the service worker's precache must accept it.
    expect(await served('/404')).toEqual({ file: '/404.html', status: 404 });
  });

  it('send a page asked for by its file name on to its clean address, as cleanUrls does', async () => {
    expect(await served('/pricelist.html')).toMatchObject({ status: 301, location: '/pricelist' });
    expect(await served('/link/index.html')).toMatchObject({ status: 301, location: '/link' });
    expect(await served('/index.html')).toMatchObject({ status: 301, location: '/' });
  });

  it("serve an article the build read its own page (a folder's index.html), a newer one the shared page", async () => {
    expect(await served(paths.article('tips-baterai'))).toEqual({
      file: '/artikel/tips-baterai/index.html',
      status: 200,
    });
    expect(await served(paths.article('artikel-baru'))).toEqual({ file: '/artikel.html', status: 200 });
  });
});

describe("firebase.json's headers", () => {
  it('turn off the powerful features the site never uses, naming none the browsers have retired', async () => {
    const policy = (await fetch(`${hosting}/pricelist`)).headers.get('permissions-policy') ?? '';
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    // The camera for the site's own pages only: the till (/admin/kasir) scans QR codes with it.
    expect(policy).toContain('camera=(self)');
    // FLoC's interest-cohort is gone from the browsers: naming it only earns a console warning.
    expect(policy).not.toContain('interest-cohort');
  });
});
