import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_TTL_MS, cachedRead, clearCache, readCache, writeCache } from './cache';

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

  describe('cachedRead', () => {
    it('callers asking while a read is on its way share it; later callers read nothing', async () => {
      const read = vi.fn(async () => docs);
      const [a, b] = await Promise.all([cachedRead('aksesoris', read), cachedRead('aksesoris', read)]);
      expect(a).toEqual(docs);
      expect(b).toBe(a);
      expect(await cachedRead('aksesoris', read)).toEqual(docs);
      expect(read).toHaveBeenCalledTimes(1);
    });

    it('keeps the tab copy too, written just after the answer', async () => {
      await cachedRead('aksesoris', async () => docs);
      await new Promise((r) => setTimeout(r, 0));
      expect(sessionStorage.getItem('og-cache:aksesoris')).toContain('"Case"');
    });

    it('a failed read is not kept: the next caller reads again', async () => {
      const read = vi.fn<() => Promise<typeof docs>>().mockRejectedValueOnce(new Error('offline'));
      read.mockResolvedValue(docs);
      await expect(cachedRead('aksesoris', read)).rejects.toThrow('offline');
      expect(await cachedRead('aksesoris', read)).toEqual(docs);
      expect(read).toHaveBeenCalledTimes(2);
    });
  });
});
