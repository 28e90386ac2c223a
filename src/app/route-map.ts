// The map app.html's route preload script reads (src/app/route-preload.ts, which reads
// it itself: it runs alone): for each route the page table lets a visitor land on, the
// JS and CSS its page needs beyond the entry (scripts/route-files.ts). Written into the
// script's data-routes as text, not JSON: routes and file names hold no space, '|' or
// ',', and the attribute stays short.

/** Route → [JS, CSS] files; a key like '/artikel/' matches by prefix, '/' only itself. */
export type RouteFiles = Record<string, [js: string[], css: string[]]>;

export function routeMapText(files: RouteFiles): string {
  return Object.entries(files)
    .map(([route, [js, css]]) => `${route}|${js.join(',')}|${css.join(',')}`)
    .join(' ');
}

/** The files for a path ('/artikel/' matches by prefix, '/' only itself); null when none. */
export function filesForPath(files: RouteFiles, pathname: string): [string[], string[]] | null {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end--;
  const p = pathname.slice(0, end) || '/';
  if (files[p]) return files[p];
  const key = Object.keys(files).find((k) => k.length > 1 && k.endsWith('/') && p.startsWith(k));
  return key ? files[key]! : null;
}
