// The admin's view of what sparepart.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { sparepart } from './sparepart';
import { view } from './view';

export const sparepartView = view(sparepart, {
  title: 'Sparepart',
  noun: 'sparepart',
  columns: ['nama', 'kategori', 'harga', 'stok'],
  search: ['nama', 'kategori'],
  group: 'katalog',
  order: 30,
});

declare module './index' {
  interface Collections {
    sparepart: typeof sparepartView;
  }
}
