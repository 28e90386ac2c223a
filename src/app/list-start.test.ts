// list-start.ts runs as a classic script in the page's head: here it runs on a
// script element carrying the build's attributes, with fetch stood in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
    ...attrs,
  };
  for (const [k, v] of Object.entries(all)) script.setAttribute(k, v);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  await import('./list-start');
}

beforeEach(() => {
  fetched.length = 0;
  delete window.__ogList;
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

describe('list-start', () => {
  it('asks for every part of the tab ?tab= names, as the page will', async () => {
    await runOn('?tab=Sparepart');
    expect(fetched).toEqual([
      'https://fs.test/v1/projects/p/databases/(default)/documents/daftar/sparepart-0?key=k',
      'https://fs.test/v1/projects/p/databases/(default)/documents/daftar/sparepart-1?key=k',
    ]);
    expect(window.__ogList?.name).toBe('sparepart');
    expect(window.__ogList?.parts).toHaveLength(2);
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
    sessionStorage.setItem('og-cache:daftar/hp', JSON.stringify({ at: Date.now() - 700_000, docs: [] }));
    await runOn('');
    expect(fetched).toHaveLength(2);
  });
});
