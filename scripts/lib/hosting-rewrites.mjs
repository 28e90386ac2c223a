// firebase.json's hosting rewrites, applied the way Firebase Hosting applies them,
// for the servers that stand in for Hosting: `vite preview` in the browser tests
// (scripts/vite-prerender.ts) and the benchmark's server (scripts/bench/serve.mjs).
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

/** @returns {{ source: string, destination: string }[]} */
export function hostingRewrites(file = path.join(ROOT, 'firebase.json')) {
  return JSON.parse(readFileSync(file, 'utf8')).hosting.rewrites ?? [];
}

/**
 * The file Hosting serves for `pathname`: the file itself when it exists, else the
 * folder's index.html when there is one (with `trailingSlash: false`, Hosting serves
 * it for the path without a slash, before any rewrite: an article's own page,
 * artikel/<id>/index.html), else the first matching rewrite's destination, else
 * '/404.html' with status 404.
 * @param {string} pathname
 * @param {(p: string) => boolean} exists  whether a file is at that path of the build
 * @returns {{ file: string, status: number }}
 */
export function hostingFile(pathname, exists, rewrites = hostingRewrites()) {
  if (pathname !== '/' && exists(pathname)) return { file: pathname, status: 200 };
  if (pathname === '/') return { file: '/index.html', status: 200 };
  if (exists(`${pathname}/index.html`)) return { file: `${pathname}/index.html`, status: 200 };
  const rule = rewrites.find((r) => globToRegExp(r.source).test(pathname));
  if (rule) return { file: rule.destination, status: 200 };
  return { file: '/404.html', status: 404 };
}
