// Firebase Hosting on this machine: superstatic, the engine firebase-tools' Hosting
// emulator runs (firebase-tools' own copy), with firebase.json's hosting config
// (cleanUrls, trailingSlash, rewrites, headers), in this process: no emulator hub or
// ports to start. The Hosting tests serve the build through it (scripts/serve-hosting.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './config.mjs';

const require = createRequire(import.meta.url);
const superstatic = require('superstatic');
const compression = require('compression');

/**
 * firebase.json's hosting config for a build in `dist`. `allowConnect` adds origins to
 * the CSP's connect-src (a test build talks to the local emulators instead of
 * googleapis.com); `csp: false` leaves the policy out (nothing else changes).
 */
export function hostingConfigFor({ dist, allowConnect = '', csp = true }) {
  const { hosting } = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const headers = hosting.headers.map((h) => ({
    ...h,
    headers: h.headers
      .filter((x) => csp || x.key !== 'Content-Security-Policy')
      .map((x) =>
        x.key === 'Content-Security-Policy' && allowConnect
          ? { ...x, value: x.value.replace(/connect-src ([^;]*)/, `connect-src $1 ${allowConnect}`) }
          : x,
      ),
  }));
  return { ...hosting, public: path.relative(ROOT, path.resolve(ROOT, dist)), headers };
}

/**
 * Serves `dist` as Hosting would, on host:port; resolves with the http.Server once it
 * listens. Every text response is gzipped at `gzipLevel` (none is too small for it).
 */
export function startHosting({ dist, port, host = '127.0.0.1', allowConnect, csp = true, gzipLevel = 9 }) {
  const app = superstatic.server({
    port,
    hostname: host,
    cwd: ROOT,
    config: hostingConfigFor({ dist, allowConnect, csp }),
    compression: compression({ level: gzipLevel, threshold: 0 }),
    debug: false,
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(() => resolve(server));
    server.on('error', reject);
  });
}
