import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { collectionToPrefetch } from './prefetch-path';
import { adminPaths } from '../../config/admin-paths';

describe('collectionToPrefetch', () => {
  it('names the collection a list, its bulk price change or a record reads on arrival', () => {
    expect(collectionToPrefetch(adminPaths.collection('pricelist'))).toBe('pricelist');
    expect(collectionToPrefetch(`${adminPaths.collection('pricelist')}/`)).toBe('pricelist');
    expect(collectionToPrefetch(adminPaths.bulkPrice('aksesoris'))).toBe('aksesoris');
    expect(collectionToPrefetch(adminPaths.record('pricelist', 'abc 1'))).toBe('pricelist');
  });

  it('reads nothing ahead where the page reads nothing on arrival, or would not read that', () => {
    expect(collectionToPrefetch(adminPaths.record('pricelist', 'baru'))).toBeNull();
    expect(collectionToPrefetch(adminPaths.importCsv('pricelist'))).toBeNull();
    expect(collectionToPrefetch(adminPaths.collection('tidak-ada'))).toBeNull();
    expect(collectionToPrefetch(`${adminPaths.record('pricelist', 'x')}/lagi`)).toBeNull();
    expect(collectionToPrefetch(adminPaths.catalogue)).toBeNull();
    expect(collectionToPrefetch(paths.admin.root)).toBeNull();
    expect(collectionToPrefetch(adminPaths.repairs)).toBeNull();
    expect(collectionToPrefetch('/admin/katalog/%E0%A4%A')).toBeNull();
    expect(collectionToPrefetch(paths.pricelist)).toBeNull();
  });
});
