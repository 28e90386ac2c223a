// Firebase Hosting on this machine: superstatic, the engine firebase-tools' Hosting
// emulator runs, with firebase.json's hosting config (cleanUrls, trailingSlash, rewrites,
// headers), in this process: no emulator hub or ports to start. The one stand-in for
// Hosting: `vite preview` (scripts/vite-hosting-preview.ts), the Hosting browser tests
// (scripts/serve-hosting.mjs) and the bench (scripts/bench/serve.mjs) all serve through it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './config.mjs';

const require = createRequire(import.meta.url);
const superstatic = require('superstatic');
const compression = require('compression');

/**
 * firebase.json's hosting config for a build in `dist`. `allowConnect` adds origins to
 * the CSP's connect-src (a test build talks to the local emulators instead of
 * googleapis.com); `csp: false` leaves the policy out; `keepHeaders` (names) leaves out
 * every other header firebase.json sets. `rewrites` replaces firebase.json's (for the test
 * that asks which rewrites the page table needs); nothing else in the routing changes.
 * @param {{ dist: string, allowConnect?: string, csp?: boolean, keepHeaders?: string[], rewrites?: { source: string, destination: string }[] }} options
 */
export function hostingConfigFor({ dist, allowConnect = '', csp = true, keepHeaders, rewrites }) {
  const { hosting } = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const kept = (key) =>
    (csp || key !== 'Content-Security-Policy') && (!keepHeaders || keepHeaders.includes(key));
  const headers = hosting.headers
    .map((h) => ({
      ...h,
      headers: h.headers
        .filter((x) => kept(x.key))
        .map((x) =>
          x.key === 'Content-Security-Policy' && allowConnect
            ? { ...x, value: x.value.replace(/connect-src ([^;]*)/, `connect-src $1 ${allowConnect}`) }
            : x,
        ),
    }))
    .filter((h) => h.headers.length > 0);
  return {
    ...hosting,
    public: path.relative(ROOT, path.resolve(ROOT, dist)),
    headers,
    rewrites: rewrites ?? hosting.rewrites,
  };
}

/**
 * A connect-style handler that answers every request as Hosting would (a path Hosting
 * has no file for gets 404.html with status 404; nothing falls through). Text responses
 * are compressed: brotli (quality 4, `compression`'s default) when the browser takes it,
 * else gzip at `gzipLevel` (none is too small for it). `gzipOnly` never sends brotli;
 * `omitHeaders` (lower-case names) are never sent, whoever sets them.
 * @param {Parameters<typeof hostingConfigFor>[0] & { gzipLevel?: number, gzipOnly?: boolean, omitHeaders?: string[] }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: (err?: unknown) => void) => void}
 */
export function hostingMiddleware({ gzipLevel = 9, gzipOnly = false, omitHeaders = [], ...options }) {
  const handle = superstatic.default({
    cwd: ROOT,
    config: hostingConfigFor(options),
    compression: compression({ level: gzipLevel, threshold: 0 }),
    fallthrough: false,
  });
  return (req, res, next) => {
    if (gzipOnly && req.headers['accept-encoding']) {
      req.headers['accept-encoding'] = req.headers['accept-encoding']
        .split(',')
        .filter((e) => !/^\s*(br|zstd)\b/.test(e))
        .join(',');
    }
    if (omitHeaders.length > 0) {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) =>
        omitHeaders.includes(name.toLowerCase()) ? res : setHeader(name, value);
    }
    handle(req, res, next);
  };
}

/**
 * Serves `dist` as Hosting would (hostingMiddleware's options) on host:port; resolves
 * with the server once it listens. With `tls` ({ key, cert }) it speaks HTTP/2 over TLS,
 * as Hosting does (HTTP/1.1 to a client that asks for it).
 * @param {Parameters<typeof hostingMiddleware>[0] & { port: number, host?: string, tls?: { key: Buffer, cert: Buffer } }} options
 */
export function startHosting({ port, host = '127.0.0.1', tls, ...options }) {
  const handle = hostingMiddleware(options);
  const answer = (req, res) =>
    handle(req, res, (err) => {
      res.statusCode = err ? 500 : 404;
      res.end();
    });
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, answer) : createServer(answer);
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
