// The bench's server: Hosting's engine with firebase.json's routing
// (scripts/lib/hosting-server.mjs), so that budgets in gzip bytes compare:
// - gzip at level 9 only (the engine's compression would send brotli at quality 4);
// - of firebase.json's headers only Cache-Control (immutable hashed assets, no-cache
//   pages), the one that matters for speed; Content-Type is the engine's own. The long CSP
//   and the other security headers (~7 kB a route) are left out of each route's transfer;
// - no ETag / Last-Modified (validators) nor Vary (for shared caches): they do nothing on
//   the cold first load the bench measures. What remains beyond the old hand-written
//   server is the engine's Content-Type with its charset (~20 bytes a file).
import { startHosting } from '../lib/hosting-server.mjs';

export function startStaticServer(root, port) {
  return startHosting({
    dist: root,
    port,
    keepHeaders: ['Cache-Control'],
    gzipLevel: 9,
    gzipOnly: true,
    omitHeaders: ['etag', 'last-modified', 'vary'],
  });
}
