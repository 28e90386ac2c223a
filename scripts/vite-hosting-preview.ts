// `vite preview` serves the build through Hosting's engine with firebase.json's config
// (scripts/lib/hosting-server.mjs), ahead of Vite's own static files, so preview, the
// browser tests and the bench see the same routing, statuses and caching as Hosting.
import path from 'node:path';
import type { Plugin } from 'vite';

export function hostingPreviewPlugin(): Plugin {
  return {
    name: 'og-hosting-preview',
    apply: (_config, env) => Boolean(env.isPreview),
    async configurePreviewServer(server) {
      // Loaded here so that `vite build` and the dev server never load the engine.
      const { hostingMiddleware } = await import('./lib/hosting-server.mjs');
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      // No CSP here: a test build talks to emulators whose origins preview does not know.
      // The Hosting tests serve the same build with the policy (scripts/serve-hosting.mjs).
      server.middlewares.use(hostingMiddleware({ dist, csp: false }));
    },
  };
}
