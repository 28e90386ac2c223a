import { loadCopy, saveCopy } from './copy-db';

// jsdom has no IndexedDB, as some private windows have none: the copy is best effort.
describe('the last known copy without IndexedDB', () => {
  it('saving resolves without storing, and there is no copy to load', async () => {
    expect(typeof indexedDB).toBe('undefined');
    await expect(saveCopy('aksesoris', { at: 1, docs: [] })).resolves.toBeUndefined();
    await expect(loadCopy('aksesoris')).resolves.toBeNull();
  });
});
