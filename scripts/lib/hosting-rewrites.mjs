// firebase.json's hosting config (cleanUrls and rewrites) applied the way Firebase
// Hosting applies it: a model for `vite preview` (scripts/vite-hosting-preview.ts), the
// benchmark's server (scripts/bench/serve.mjs) and scripts/lib/hosting-rewrites.test.ts,
// which holds the rewrites to the page table. (The Hosting tests run Hosting's own
// engine, scripts/lib/hosting-server.mjs.) The order is Hosting's (its superstatic files step,
// then the rewrites): a file as it is; a folder's index.html; with cleanUrls, the
// path's .html file; the first matching rewrite; else 404.html.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.mjs';

/** A Hosting glob ('**', '*', '{a,b}') as a regular expression. */
export function globToRegExp(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^/]*';
    else if (c === '{') re += '(?:';
    else if (c === '}') re += ')';
    else if (c === ',') re += '|';
    else re += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/**
 * The parts of firebase.json's hosting config that decide which file a path gets.
 * @returns {{ cleanUrls: boolean, rewrites: { source: string, destination: string }[] }}
 */
export function hostingConfig(file = path.join(ROOT, 'firebase.json')) {
  const { hosting } = JSON.parse(readFileSync(file, 'utf8'));
  return { cleanUrls: hosting.cleanUrls === true, rewrites: hosting.rewrites ?? [] };
}

/** @returns {{ source: string, destination: string }[]} */
export function hostingRewrites(file) {
  return hostingConfig(file).rewrites;
}

/**
 * What Hosting answers for `pathname` (without a trailing slash, as `trailingSlash:
 * false` has it): the file itself when it exists (with cleanUrls, an .html file's own
 * name is sent on to its clean address: status 301 and `location`), else the folder's
 * index.html (an article's own page, artikel/<id>/index.html, or /link's), else with
 * cleanUrls the path's .html file (/pricelist → pricelist.html), else the first
 * matching rewrite's destination, else '/404.html' with status 404.
 * @param {string} pathname
 * @param {(p: string) => boolean} exists  whether a file is at that path of the build
 * @param {{ cleanUrls: boolean, rewrites: { source: string, destination: string }[] }} [config]
 * @returns {{ file: string, status: number, location?: string }}
 */
export function hostingFile(pathname, exists, config = hostingConfig()) {
  if (pathname === '/') return { file: '/index.html', status: 200 };
  if (exists(pathname)) {
    if (config.cleanUrls && pathname.endsWith('.html')) {
      const location = pathname.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
      return { file: pathname, status: 301, location };
    }
    return { file: pathname, status: 200 };
  }
  if (exists(`${pathname}/index.html`)) return { file: `${pathname}/index.html`, status: 200 };
  if (config.cleanUrls && exists(`${pathname}.html`)) return { file: `${pathname}.html`, status: 200 };
  const rule = config.rewrites.find((r) => globToRegExp(r.source).test(pathname));
  if (rule) return { file: rule.destination, status: 200 };
  return { file: '/404.html', status: 404 };
}
