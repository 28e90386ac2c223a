import { beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_TTL_MS, clearCache, readCache, writeCache } from './cache';

const docs = [{ id: 'a', data: { nama: 'Case', createdAt: new Date('2025-06-01T00:00:00Z') } }];

describe('catalogue cache', () => {
  beforeEach(() => clearCache());

  it('serves what was written, within the TTL', () => {
    writeCache('pricelist', docs, 1000);
    expect(readCache('pricelist', 1000 + CATALOGUE_TTL_MS)).toEqual(docs);
  });

  it('expires after the TTL', () => {
    writeCache('pricelist', docs, 1000);
    expect(readCache('pricelist', 1001 + CATALOGUE_TTL_MS)).toBeNull();
  });

  it('survives a page reload in the same tab (sessionStorage), dates included', () => {
    writeCache('pricelist', docs, 1000);
    const stored = sessionStorage.getItem('og-cache:pricelist');
    expect(stored).toContain('2025-06-01T00:00:00.000Z');
    // A fresh page: memory is empty but the tab's storage remains.
    const text = stored!;
    clearCache();
    sessionStorage.setItem('og-cache:pricelist', text);
    const back = readCache('pricelist', 2000);
    expect(back?.[0]?.data.createdAt).toEqual(new Date('2025-06-01T00:00:00Z'));
  });
});
