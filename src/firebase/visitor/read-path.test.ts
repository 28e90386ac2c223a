import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCache, readCache } from './cache';
import type { Copy } from './copy-db';
import { copyTimeOf, offlineCopies, resetOfflineCopies } from './offline-copy';
import { cachedRead } from './read-path';

// jsdom has no IndexedDB: the last known copies live in a Map here.
const copies = vi.hoisted(() => new Map<string, Copy>());
vi.mock('./copy-db', () => ({
  saveCopy: async (key: string, copy: Copy) => void copies.set(key, copy),
  loadCopy: async (key: string) => copies.get(key) ?? null,
}));

const docs = [{ id: 'a', data: { nama: 'Case', createdAt: new Date('2025-06-01T00:00:00Z') } }];

describe('a cached read: memory, the tab, the network, the copy', () => {
  beforeEach(() => clearCache());

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

  describe('the last known copy (keepCopy)', () => {
    beforeEach(() => copies.clear());
    afterEach(() => resetOfflineCopies());

    const offline = () => Promise.reject(new Error('offline'));

    it('is written from the same read, with its time, once the callers have their answer', async () => {
      const read = vi.fn(async () => docs);
      const before = Date.now();
      expect(await cachedRead('aksesoris', read, { keepCopy: true })).toEqual(docs);
      await vi.waitFor(() => expect(copies.get('aksesoris')?.docs).toEqual(docs));
      const at = copies.get('aksesoris')!.at;
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(Date.now());
      expect(read).toHaveBeenCalledTimes(1);
    });

    it('is served when the read fails, and recorded as shown on this page with its time', async () => {
      copies.set('aksesoris', { at: 1_700_000_000_000, docs });
      expect(await cachedRead('aksesoris', offline, { keepCopy: true })).toEqual(docs);
      expect(copyTimeOf(offlineCopies(), window.location.pathname)).toBe(1_700_000_000_000);
    });

    it('is not taken for fresh: the next visit tries the network again', async () => {
      copies.set('aksesoris', { at: 1000, docs });
      await cachedRead('aksesoris', offline, { keepCopy: true });
      expect(readCache('aksesoris')).toBeNull();
      const read = vi.fn(async () => docs);
      await cachedRead('aksesoris', read, { keepCopy: true });
      expect(read).toHaveBeenCalledTimes(1);
      // Fresh data replaced the copy on screen.
      expect(copyTimeOf(offlineCopies(), window.location.pathname)).toBeNull();
    });

    it('none kept: the read fails as before, and nothing says offline', async () => {
      await expect(cachedRead('aksesoris', offline, { keepCopy: true })).rejects.toThrow('offline');
      expect(offlineCopies().copies.size).toBe(0);
    });

    it('reads without keepCopy (first rows, the calculator) neither write nor serve one', async () => {
      await cachedRead('pricelist&limit=20', async () => docs);
      await new Promise((r) => setTimeout(r, 10));
      expect(copies.has('pricelist&limit=20')).toBe(false);
      clearCache();
      copies.set('pricelist&limit=20', { at: 1000, docs });
      await expect(cachedRead('pricelist&limit=20', offline)).rejects.toThrow('offline');
    });

    it('callers sharing a failed read all get the copy', async () => {
      copies.set('kontak/aktif', { at: 1000, docs });
      const read = vi.fn(offline);
      const [a, b] = await Promise.all([
        cachedRead('kontak/aktif', read, { keepCopy: true }),
        cachedRead('kontak/aktif', read, { keepCopy: true }),
      ]);
      expect(a).toEqual(docs);
      expect(b).toBe(a);
      expect(read).toHaveBeenCalledTimes(1);
    });
  });
});
