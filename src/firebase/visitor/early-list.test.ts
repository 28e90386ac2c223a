import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCache } from './cache';
import { takeEarlyList } from './early-list';
import { readList } from './list-read';

const built = { timestampValue: '2026-01-01T00:00:00Z' };
const part = (rows: Record<string, string>) => ({
  name: 'projects/p/databases/(default)/documents/daftar/hp-0',
  fields: {
    baris: {
      mapValue: {
        fields: Object.fromEntries(
          Object.entries(rows).map(([id, type]) => [
            id,
            { mapValue: { fields: { type: { stringValue: type } } } },
          ]),
        ),
      },
    },
    dibangun: built,
  },
});

describe('the early list answers (src/app/list-start.ts)', () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    clearCache();
    fetchSpy.mockReset();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__ogList;
  });

  it('are the list the page reads: no second request', async () => {
    window.__ogList = {
      name: 'hp',
      parts: [Promise.resolve(part({ b: 'iPhone 15' })), Promise.resolve(part({ a: 'iPhone 13' }))],
    };
    expect(await readList('hp')).toEqual([
      { id: 'a', data: { type: 'iPhone 13' } },
      { id: 'b', data: { type: 'iPhone 15' } },
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('are taken once, and only by their own list', () => {
    window.__ogList = { name: 'hp', parts: [Promise.resolve(null)] };
    expect(takeEarlyList('android')).toBeNull();
    expect(takeEarlyList('hp')).toHaveLength(1);
    expect(takeEarlyList('hp')).toBeNull();
  });

  it('a list not built (no such part) reads as none', async () => {
    window.__ogList = { name: 'hp', parts: [Promise.resolve(null), Promise.resolve(part({}))] };
    expect(await readList('hp')).toBeNull();
  });
});
