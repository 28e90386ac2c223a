// What the build holds, from bench-chunks.json (scripts/bench/vite.config.ts):
// what public pages load first, and which files hold admin code.
//
// The public entry = what index.html itself loads on every route: main.js and the
// chunks it imports statically, the route-preload script, and their CSS. A public
// route's first load = the entry and the files the route preload starts for that
// route (its page, the catalogue reads, Firestore Lite). Sizes are gzip -9 as the
// bench server sends them (the files' bytes, no headers).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CHUNK_MAP = 'bench-chunks.json';

/**
 * The same measures before the admin area existed: built at 56dbf14, the commit
 * before the admin area's first commit (0f11eda), with the benchmark's build
 * (scripts/bench/vite.config.ts copied in, --mode bench, emulators on). Budget:
 * the entry and each route's first load at most 5 kB (gzip) more than this.
 */
export const BEFORE_ADMIN = {
  commit: '56dbf14',
  entry: { js: 88_883, css: 7_975 },
  routes: {
    '/': { js: 138_100, css: 9_114 },
    '/pricelist': { js: 135_968, css: 9_536 },
    '/aksesoris': { js: 135_979, css: 8_210 },
    '/goodnews': { js: 132_506, css: 8_222 },
    '/artikel/': { js: 132_417, css: 8_222 },
    '/kalkulator-harga': { js: 133_797, css: 8_174 },
    '/cek-servisan': { js: 132_987, css: 9_107 },
    '/member/login': { js: 123_039, css: 8_271 },
  },
};

/** Modules that are the admin area's code: public routes must load none of them. */
export const isAdminModule = (id) => id.startsWith('src/features/admin/');

export function readChunkMap(dist) {
  return JSON.parse(readFileSync(path.join(dist, CHUNK_MAP), 'utf8'));
}

const gz = (dist, file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const sizes = (gzipped, files) => {
  const sum = (ext) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzipped[f], 0);
  return { js: sum('.js'), css: sum('.css') };
};

/**
 * The entry's files: those the app's HTML names and every chunk they import statically,
 * with CSS. app.html names the entry and the route preload script only
 * (scripts/vite-static-pages.ts).
 */
function entryFiles(dist, chunks) {
  const html = readFileSync(path.join(dist, 'app.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = chunks[file];
    if (!chunk) return; // CSS
    chunk.css.forEach(visit);
    chunk.imports.forEach(visit);
  };
  named.forEach(visit);
  return [...files].sort();
}

/**
 * Route → [js, css] files the route preload starts: the map on its tag in app.html
 * (data-routes, as src/app/route-map.ts writes it: `routes|js names|css names` entries,
 * space-separated; routes comma-separated; a name is a file in assets/ without extension).
 */
function preloadMap(dist) {
  const html = readFileSync(path.join(dist, 'app.html'), 'utf8');
  const attr = 'data-routes="';
  const start = html.indexOf(attr);
  if (start < 0) throw new Error('bench: the route preload map was not found in app.html');
  const text = html.slice(start + attr.length, html.indexOf('"', start + attr.length));
  const list = (names, ext) => (names ? names.split(',').map((n) => `assets/${n}${ext}`) : []);
  const map = {};
  for (const entry of text.split(' ').filter(Boolean)) {
    const [routes, js, css] = entry.split('|');
    for (const route of routes.split(',')) map[route] = [list(js, '.js'), list(css, '.css')];
  }
  return map;
}

/** The public entry, and each preloaded route's first load (entry + the route's files). */
export function publicFirstLoads(dist, chunks = readChunkMap(dist)) {
  const entry = entryFiles(dist, chunks);
  // The admin area's paths preload its chunk too (scripts/route-files.ts): not a public first load.
  const preload = Object.entries(preloadMap(dist)).filter(([route]) => !/^\/admin(\/|$)/.test(route));
  const gzipped = {};
  for (const f of new Set([...entry, ...preload.flatMap(([, [js, css]]) => [...js, ...css])]))
    gzipped[f] = gz(dist, f);
  const routes = {};
  for (const [route, [js, css]] of preload)
    routes[route] = sizes(gzipped, [...new Set([...entry, ...js, ...css])]);
  return { entry: { ...sizes(gzipped, entry), files: entry }, routes };
}

/**
 * Today's first loads next to the same before the admin area (BEFORE_ADMIN) and in
 * this build without it: { beforeCommit, rows: [{ name, now, before, withoutAdmin }] },
 * sizes { js, css }.
 */
export function compareFirstLoads(now, withoutAdmin) {
  const row = (name, pick) => ({
    name,
    now: pick(now),
    before: pick(BEFORE_ADMIN) ?? null,
    withoutAdmin: pick(withoutAdmin) ?? null,
  });
  return {
    beforeCommit: BEFORE_ADMIN.commit,
    rows: [
      row('entry', (x) => x.entry),
      ...Object.keys(now.routes).map((route) => row(route, (x) => x.routes[route])),
    ],
  };
}

/** '/assets/x.js' → the admin modules in it (none for a public file). */
export function adminModulesIn(chunks, file) {
  return chunks[file.replace(/^\//, '')]?.modules.filter(isAdminModule) ?? [];
}

/** Files a public route loaded that hold admin code (by their modules, or named after the admin area). */
export function adminFilesLoaded(chunks, transfer) {
  return transfer.files
    .map((f) => f.file)
    .filter((file) => /\/Admin[A-Z]/.test(file) || adminModulesIn(chunks, file).length > 0);
}
