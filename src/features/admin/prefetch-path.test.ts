import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { collectionToPrefetch } from './prefetch-path';

describe('collectionToPrefetch', () => {
  it('names the collection a list, its bulk price change or a record reads on arrival', () => {
    expect(collectionToPrefetch(paths.admin.collection('pricelist'))).toBe('pricelist');
    expect(collectionToPrefetch(`${paths.admin.collection('pricelist')}/`)).toBe('pricelist');
    expect(collectionToPrefetch(paths.admin.bulkPrice('aksesoris'))).toBe('aksesoris');
    expect(collectionToPrefetch(paths.admin.record('pricelist', 'abc 1'))).toBe('pricelist');
  });

  it('reads nothing ahead where the page reads nothing on arrival, or would not read that', () => {
    expect(collectionToPrefetch(paths.admin.record('pricelist', 'baru'))).toBeNull();
    expect(collectionToPrefetch(paths.admin.importCsv('pricelist'))).toBeNull();
    expect(collectionToPrefetch(paths.admin.collection('tidak-ada'))).toBeNull();
    expect(collectionToPrefetch(`${paths.admin.record('pricelist', 'x')}/lagi`)).toBeNull();
    expect(collectionToPrefetch(paths.admin.catalogue)).toBeNull();
    expect(collectionToPrefetch(paths.admin.root)).toBeNull();
    expect(collectionToPrefetch(paths.admin.repairs)).toBeNull();
    expect(collectionToPrefetch('/admin/katalog/%E0%A4%A')).toBeNull();
    expect(collectionToPrefetch(paths.pricelist)).toBeNull();
  });
});
