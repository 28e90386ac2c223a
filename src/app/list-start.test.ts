// list-start.ts runs as a classic script in the page's head: here it runs on a
// script element carrying the build's attributes, with fetch stood in.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetched: string[] = [];

async function runOn(search: string, attrs: Record<string, string> = {}) {
  window.history.replaceState(null, '', `/pricelist${search}`);
  const script = document.createElement('script');
  const all = {
    'data-lists': 'hp:2 android:2 sparepart:2',
    'data-default': 'hp',
    'data-documents': 'https://fs.test/v1/projects/p/databases/(default)/documents/daftar',
    'data-key': 'k',
    'data-cache': 'og-cache:daftar/',
    'data-ttl': '600000',
    'data-painter': '/assets/pricelist-rows-1.js',
    'data-painter-imports': '/assets/list-pages-1.js /assets/pricelist-list-1.js',
    ...attrs,
  };
  for (const [k, v] of Object.entries(all)) script.setAttribute(k, v);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  await import('./list-start');
  // It adds the painter once the next frame is drawn, not in the task of its reads (nor in
  // the first paint's): then, not before.
  expect(document.head.querySelectorAll(`script[src="${all['data-painter']}"]`)).toHaveLength(0);
  await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 0)));
  // The price list's painter, as the script list-start starts would run it (jsdom loads none).
  await import('../features/pricelist/early-paint');
}

/** Whether the programs have let the app start (as shell-start asks). */
const settledFlag = async () => {
  const { whenRowsSettled } = await import('../ui/early-signals');
  let settled = false;
  whenRowsSettled(() => (settled = true));
  return settled;
};

beforeEach(() => {
  document.head.replaceChildren();
  fetched.length = 0;
  delete window.__ogList;
  delete (window as { __ogSignals?: unknown }).__ogSignals;
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify({ fields: {} }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());
// The app's start waits for a frame and then a task, or at most 3 s for rows that never
// come: every test's start runs while the page is still here, not after its environment is gone.
afterAll(() => new Promise((done) => setTimeout(done, 3_200)));

describe('list-start', () => {
  it('asks for every part of the tab ?tab= names, as the page will', async () => {
    await runOn('?tab=Sparepart');
    expect(fetched).toEqual([
      'https://fs.test/v1/projects/p/databases/(default)/documents/daftar/sparepart-0?key=k',
      'https://fs.test/v1/projects/p/databases/(default)/documents/daftar/sparepart-1?key=k',
    ]);
    expect(window.__ogList?.name).toBe('sparepart');
    expect(window.__ogList?.parts).toHaveLength(2);
    // Then it starts the page's painter (the head has preloaded it), a module like the app.
    const painter = document.head.querySelectorAll('script[src="/assets/pricelist-rows-1.js"]');
    expect(painter).toHaveLength(1);
    expect(painter[0]!.getAttribute('type')).toBe('module');
    // With what it imports, at once rather than once it has been read.
    const imports = [...document.head.querySelectorAll('link[rel=modulepreload]')];
    expect(imports.map((l) => l.getAttribute('href'))).toEqual([
      '/assets/list-pages-1.js',
      '/assets/pricelist-list-1.js',
    ]);
  });

  it('starts the app it names once the rows are settled, not before', async () => {
    const app = () => document.head.querySelectorAll('script[src="/assets/main-1.js"]');
    sessionStorage.setItem('og-cache:daftar/hp', JSON.stringify({ at: Date.now(), docs: [] }));
    await runOn('', { 'data-main': '/assets/main-1.js', 'data-preload': '', 'data-after': 'rows' });
    // A revisit: nothing to paint, so the app starts after the next frame.
    await vi.waitFor(() => expect(app()).toHaveLength(1));
    expect(app()[0]!.getAttribute('type')).toBe('module');
    // With the files the painter would have asked for (the page's list leaves them to it).
    expect(
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/pricelist-rows-1.js', '/assets/list-pages-1.js', '/assets/pricelist-list-1.js']);
    // Asked, and the answer not in yet: the line stays the rows'.
    sessionStorage.clear();
    document.head.replaceChildren();
    delete (window as { __ogSignals?: unknown }).__ogSignals;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    await runOn('', { 'data-main': '/assets/main-1.js', 'data-preload': '', 'data-after': 'rows' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app()).toHaveLength(0);
  });

  it('an unknown or missing tab asks for the default list', async () => {
    await runOn('?tab=zzz');
    expect(window.__ogList?.name).toBe('hp');
    expect(fetched).toHaveLength(2);
  });

  it('asks for nothing while the tab cache holds the list (a revisit reads nothing)', async () => {
    sessionStorage.setItem('og-cache:daftar/android', JSON.stringify({ at: Date.now(), docs: [] }));
    await runOn('?tab=android');
    expect(fetched).toEqual([]);
    expect(window.__ogList).toBeUndefined();
    expect(document.head.querySelectorAll('script[src="/assets/pricelist-rows-1.js"]')).toHaveLength(0);
    // Nor its files ahead of the app (the app's start may ask for them, at low priority).
    expect(document.head.querySelectorAll('link[rel=modulepreload][fetchpriority=high]')).toHaveLength(0);
    // Nothing to paint: the app may start at once.
    expect(await settledFlag()).toBe(true);
    sessionStorage.setItem('og-cache:daftar/hp', JSON.stringify({ at: Date.now() - 700_000, docs: [] }));
    await runOn('');
    expect(fetched).toHaveLength(2);
  });

  it('paints the tab’s first rows into the page’s slot once the answer is in, and marks the tab', async () => {
    const str = (v: string) => ({ stringValue: v });
    const row = (nama: string, harga: number) => ({
      mapValue: {
        fields: {
          nama: str(nama),
          kategori: str('Baterai'),
          harga: { integerValue: String(harga) },
          stok: { integerValue: '1' },
        },
      },
    });
    const parts: Record<string, unknown> = {
      'sparepart-0': {
        dibangun: { timestampValue: '2026-11-27T00:00:00Z' },
        baris: { mapValue: { fields: { b: row('Baterai iPhone 12', 400000) } } },
      },
      'sparepart-1': {
        dibangun: { timestampValue: '2026-11-27T00:00:00Z' },
        baris: { mapValue: { fields: { a: row('Baterai iPhone 11', 350000) } } },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const id = /daftar\/([a-z]+-\d)/.exec(url)![1]!;
        return new Response(JSON.stringify({ fields: parts[id] }), { status: 200 });
      }),
    );
    document.body.innerHTML = `
      <button role="tab" id="pricelist-tab-hp" class="nav-link active" aria-selected="true" tabindex="0">iPhone</button>
      <button role="tab" id="pricelist-tab-sparepart" class="nav-link" aria-selected="false" tabindex="-1">Sparepart</button>
      <div data-early-rows=""></div><div class="load-face">Memuat pricelist...</div>`;
    const settled = vi.fn(() => document.querySelectorAll('[data-testid="sparepart-row"]').length);
    const { whenRowsSettled } = await import('../ui/early-signals');
    whenRowsSettled(settled);
    await runOn('?tab=sparepart');
    const slot = document.querySelector('[data-early-rows]')!;
    await vi.waitFor(() => expect(slot.querySelectorAll('[data-testid="sparepart-row"]')).toHaveLength(2));
    // The app's scripts may start only once the rows are on the page.
    await vi.waitFor(() => expect(settled).toHaveReturnedWith(2));
    expect([...slot.querySelectorAll('.row-title')].map((t) => t.textContent)).toEqual([
      'Baterai iPhone 11',
      'Baterai iPhone 12',
    ]);
    expect(slot.querySelector('section')!.getAttribute('aria-label')).toBe('Daftar sparepart');
    expect(document.getElementById('pricelist-tab-sparepart')!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('pricelist-tab-hp')!.classList.contains('active')).toBe(false);
    // The app's read takes the same answer, decoded once.
    expect(window.__ogList?.fields).toHaveLength(2);
  });

  it('paints nothing where a part was never built whole (it may hold only the rows saved since: the app reads the collection)', async () => {
    const baris = {
      mapValue: { fields: { a: { mapValue: { fields: { nama: { stringValue: 'Baterai iPhone 11' } } } } } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ fields: { baris } }), { status: 200 })),
    );
    document.body.innerHTML = '<div data-early-rows=""></div>';
    await runOn('?tab=sparepart');
    await Promise.all(window.__ogList!.fields ?? window.__ogList!.parts);
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector('[data-early-rows]')!.childNodes).toHaveLength(0);
    // Nothing painted, and the app is not held back for it.
    expect(await settledFlag()).toBe(true);
  });
});
