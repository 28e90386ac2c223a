// The admin's view of what pricelist.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { pricelist } from './pricelist';
import { view } from './view';

export const pricelistView = view(pricelist, {
  title: 'Pricelist HP & Laptop',
  noun: 'item',
  columns: ['type', 'brand', 'kategori', 'baru', 'second', 'stok'],
  search: ['brand', 'type', 'kategori'],
  group: 'katalog',
  recordName: { fields: ['brand', 'type'] },
  order: 10,
});

declare module './index' {
  interface Collections {
    pricelist: typeof pricelistView;
  }
}
