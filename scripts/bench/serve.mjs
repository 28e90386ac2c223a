// A static server for the production build that behaves like Firebase Hosting
// where it matters for speed: gzip, immutable hashed assets, and firebase.json's
// rewrites (each route's prerendered HTML, /link, 404.html). Used by the benchmark only.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { hostingFile } from '../lib/hosting-rewrites.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml']);

export function startStaticServer(root, port) {
  const file = (p) => {
    const full = path.join(root, p);
    return full.startsWith(root) && existsSync(full) && statSync(full).isFile() ? full : null;
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    const served = hostingFile(pathname, (p) => file(p) !== null);
    if (served.location) {
      res.writeHead(served.status, { Location: served.location + url.search }).end();
      return;
    }
    const target = file(served.file);
    if (!target) {
      res.writeHead(404).end('not found');
      return;
    }
    const ext = path.extname(target);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(served.status, headers);
    const stream = createReadStream(target);
    (gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
