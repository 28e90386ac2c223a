// The price list's and the accessories' first program (a file: the CSP allows no
// inline script), named in their head before the app's scripts: it asks Firestore
// for the page's visitor list (on /pricelist, the tab `?tab=` names) while those
// scripts download, so the rows' data is on its way from the HTML's parse, not
// from the app's boot. It holds no views, so it is small and asks soon; then it starts
// the page's painter (a module of its own, which imports the app's views), which
// paints the first rows from the answer: started here, it never runs ahead of the ask.
// The app's list read (src/firebase/visitor/early-list.ts) then takes the same answers
// instead of asking again. A tab whose list the tab's cache still holds is not asked
// for (a revisit reads nothing): then the app may start at once (src/ui/early-signals.ts).
// It also starts the app, once the rows are on screen (app-start.ts, as shell-start.ts
// does on other pages: one script less on the page). It runs as a classic script, built
// alone with what it imports (ALONE_PROGRAMS in scripts/vite-static-pages.ts), and leaves
// one name behind, the answers' (window.__ogList).
import { rowsSettled } from '../ui/early-signals';
import { addModule, afterFrame, startApp } from './app-start';

{
  const me = document.currentScript;
  const attr = (name: string) => me?.getAttribute(name) ?? '';
  const parts: Record<string, number> = {};
  for (const entry of attr('data-lists').split(' ')) {
    const [name = '', count = '0'] = entry.split(':');
    if (name) parts[name] = Number(count);
  }
  const asked = (new URLSearchParams(location.search).get('tab') ?? '').trim().toLowerCase();
  const name = parts[asked] ? asked : attr('data-default');
  const count = parts[name] ?? 0;

  // As cache.ts keeps it: an entry with its time, fresh for data-ttl ms.
  let cached = false;
  try {
    const entry = JSON.parse(sessionStorage.getItem(attr('data-cache') + name) ?? 'null') as {
      at?: number;
    } | null;
    cached = typeof entry?.at === 'number' && Date.now() - entry.at <= Number(attr('data-ttl'));
  } catch {
    /* storage blocked: ask */
  }

  const painting = count > 0 && !cached;
  if (painting) {
    const base = attr('data-documents');
    const key = encodeURIComponent(attr('data-key'));
    const answers: Promise<unknown>[] = [];
    for (let k = 0; k < count; k++)
      answers.push(
        fetch(`${base}/${name}-${k}?key=${key}`).then((res) => {
          if (res.status === 404) return null;
          if (!res.ok) throw new Error(`Firestore REST ${res.status}`);
          return res.json();
        }),
      );
    // A failed answer is the app's to handle (its offline copy), not an unhandled rejection here.
    for (const a of answers) a.catch(() => {});
    (window as unknown as { __ogList?: { name: string; wa: string; parts: Promise<unknown>[] } }).__ogList = {
      name,
      wa: attr('data-wa'),
      parts: answers,
    };
    // The painter and, at once, what it imports (the app's own files), so they arrive
    // together instead of one after the other: asked for only after the rows' read, so
    // none of them competes with the page's stylesheets for its first paint, and once
    // that paint is drawn: adding their elements amid it took a slow phone's main thread
    // 30–200 ms at 4x (it was busiest then), and their files still come well before the
    // read's answer, which has a new connection to make.
    afterFrame(() => {
      for (const href of attr('data-painter-imports').split(' '))
        if (href) addModule('modulepreload', href, 'high');
      const painter = addModule('script', attr('data-painter'), 'high');
      // A painter that cannot load paints nothing: the app need not wait for it.
      painter.onerror = rowsSettled;
    });
  } else rowsSettled();
  // Without a painter the app's start asks for the files the painter would have (its
  // own list names only the rest).
  startApp(me, painting ? [] : [attr('data-painter'), ...attr('data-painter-imports').split(' ')]);
}
