// The bench's server: Hosting's engine with firebase.json's routing
// (scripts/lib/hosting-server.mjs), gzip at level 9, and of firebase.json's headers only
// Cache-Control (immutable hashed assets, no-cache pages), the one that matters for speed.
// Content-Type is the engine's own. The security headers (the long CSP, X-Frame-Options,
// Referrer-Policy, Permissions-Policy, X-Content-Type-Options, X-Robots-Tag) are left
// out so each route's transfer counts what the budgets count.
import { startHosting } from '../lib/hosting-server.mjs';

export function startStaticServer(root, port) {
  return startHosting({ dist: root, port, keepHeaders: ['Cache-Control'], gzipLevel: 9 });
}
