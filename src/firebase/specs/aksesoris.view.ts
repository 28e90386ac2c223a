// The admin's view of what aksesoris.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { aksesoris } from './aksesoris';
import { view } from './view';

export const aksesorisView = view(aksesoris, {
  title: 'Aksesoris',
  noun: 'aksesoris',
  columns: ['nama', 'merk', 'kategori', 'harga', 'stok'],
  search: ['nama', 'merk', 'kategori'],
  group: 'katalog',
  order: 40,
});

declare module './index' {
  interface Collections {
    aksesoris: typeof aksesorisView;
  }
}
