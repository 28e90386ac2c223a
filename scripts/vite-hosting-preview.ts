// `vite preview` serves each path the file Firebase Hosting would (firebase.json's
// cleanUrls and rewrites, scripts/lib/hosting-rewrites.mjs).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { hostingFile } from './lib/hosting-rewrites.mjs';

export function hostingPreviewPlugin(): Plugin {
  return {
    name: 'og-hosting-preview',
    apply: (_config, env) => Boolean(env.isPreview),
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const exists = (p: string) => {
        const full = path.join(dist, p);
        return full.startsWith(dist) && existsSync(full) && statSync(full).isFile();
      };
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://x');
        const pathname = decodeURIComponent(url.pathname).replace(/(.)\/+$/, '$1');
        const { file, status, location } = hostingFile(pathname, exists);
        if (location) {
          res.writeHead(status, { Location: location + url.search }).end();
          return;
        }
        if (file !== pathname) req.url = file + url.search;
        if (status !== 200) res.statusCode = status;
        next();
      });
    },
  };
}
