// The map app.html's route preload script reads (src/app/route-preload.ts, which reads
// it itself: it runs alone): for each route the page table lets a visitor land on, the
// JS and CSS its page needs beyond the entry (scripts/route-files.ts). Written into the
// script's data-routes as short text, not JSON, since every visitor of app.html
// downloads it: `routes|js names|css names` entries, space-separated; routes with the
// same files share an entry (comma-separated); a name is a file in assets/ without its
// extension. Routes and file names hold no space, '|' or ','.

/** Route → [JS, CSS] files; a key like '/artikel/' matches by prefix, '/' only itself. */
export type RouteFiles = Record<string, [js: string[], css: string[]]>;

/** 'assets/PricelistPage-x.js' → 'PricelistPage-x'; throws for a file the script could not name back. */
function nameOf(file: string, ext: '.js' | '.css'): string {
  const name = file.startsWith('assets/') && file.endsWith(ext) ? file.slice(7, -ext.length) : '';
  if (!name || /[\s|,/]/.test(name)) throw new Error(`route map: cannot write ${file}`);
  return name;
}

export function routeMapText(files: RouteFiles): string {
  const entries = new Map<string, string[]>();
  for (const [route, [js, css]] of Object.entries(files)) {
    const names = `${js.map((f) => nameOf(f, '.js')).join(',')}|${css.map((f) => nameOf(f, '.css')).join(',')}`;
    entries.set(names, [...(entries.get(names) ?? []), route]);
  }
  return [...entries].map(([names, routes]) => `${routes.join(',')}|${names}`).join(' ');
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
