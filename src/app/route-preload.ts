// app.html's script (a file: the CSP allows no inline script; loaded async beside the
// app's entry, src/app/Document.tsx): the page a visitor lands on starts downloading
// with the app, not after it. Without it, the route's chunk (and Firestore Lite, which
// it imports) is only requested once main.js has arrived and run: one more round trip
// and download in a row on slow 4G. Its map comes on its own tag (data-routes, written
// by src/app/route-map.ts's routeMapText). Pages rendered at build time do not load
// it: they name their files themselves.
// No imports, all in one block: it runs as a classic script and leaves no names behind.
{
  const files: Record<string, [string[], string[]]> = {};
  const list = (names = '', ext: string) =>
    names
      .split(',')
      .filter(Boolean)
      .map((name) => `/assets/${name}${ext}`);
  for (const entry of (document.currentScript?.getAttribute('data-routes') ?? '').split(' ')) {
    const [routes = '', js, css] = entry.split('|');
    for (const route of routes.split(',')) if (route) files[route] = [list(js, '.js'), list(css, '.css')];
  }

  // As filesForPath (route-map.ts): the path itself, else a key ending in '/' by prefix.
  let path = location.pathname;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const key = files[path]
    ? path
    : Object.keys(files).find((k) => k.length > 1 && k.endsWith('/') && path.startsWith(k));
  const found = key ? files[key] : undefined;

  const add = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    link.crossOrigin = '';
    if (as) link.setAttribute('as', as);
    document.head.appendChild(link);
  };
  if (found) {
    found[0].forEach((href) => add('modulepreload', href));
    found[1].forEach((href) => add('preload', href, 'style'));
  }
}
