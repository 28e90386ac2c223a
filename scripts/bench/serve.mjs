// The bench's server: Hosting's engine with firebase.json's routing
// (scripts/lib/hosting-server.mjs), so that budgets in gzip bytes compare:
// - gzip at level 9 only (the engine's compression would send brotli at quality 4);
// - of firebase.json's headers only Cache-Control (immutable hashed assets, no-cache
//   pages), the one that matters for speed; Content-Type is the engine's own. The long CSP
//   and the other security headers (~7 kB a route) are left out of each route's transfer;
// - no ETag / Last-Modified (validators) nor Vary (for shared caches): they do nothing on
//   the cold first load the bench measures. What remains beyond the old hand-written
//   server is the engine's Content-Type with its charset (~20 bytes a file).
// - HTTP/2 over TLS, as Hosting serves (a certificate made for the run, which the bench's
//   browsers are told to accept): over HTTP/1.1 a page's requests queue for six
//   connections, which a visitor's browser never does on Hosting, and Lighthouse's
//   simulation replays that queue. The browsers trust the certificate (runCertificate).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHosting } from '../lib/hosting-server.mjs';

let certificate = null;

/**
 * The run's certificate (one for every server of the run), and its public key's SHA-256
 * (base64), which the bench's browsers are told to trust (browser.mjs). Trusted, not just
 * let through: Chromium keeps nothing in its HTTP cache from a site whose certificate it
 * let through with an error, so a second visit, or a page fetched ahead, would load anew.
 */
export function runCertificate() {
  if (certificate) return certificate;
  const dir = mkdtempSync(path.join(tmpdir(), 'og-bench-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const args =
    'req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1';
  execFileSync('openssl', [...args.split(' '), '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const pub = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: pub });
  const spki = createHash('sha256').update(der).digest('base64');
  certificate = { key: readFileSync(key), cert: readFileSync(cert), spki };
  return certificate;
}

/** The address the bench's pages are served at (see startStaticServer). */
export const benchOrigin = (port) => `https://127.0.0.1:${port}`;

export function startStaticServer(root, port) {
  return startHosting({
    dist: root,
    port,
    tls: (({ key, cert }) => ({ key, cert }))(runCertificate()),
    keepHeaders: ['Cache-Control'],
    gzipLevel: 9,
    gzipOnly: true,
    omitHeaders: ['etag', 'last-modified', 'vary'],
  });
}
