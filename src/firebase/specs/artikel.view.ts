// The admin's view of what artikel.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { artikel } from './artikel';
import { view } from './view';

export const artikelView = view(artikel, {
  title: 'Artikel (Good News)',
  noun: 'artikel',
  group: 'konten',
  columns: ['judul'],
  search: ['judul', 'isi'],
  order: 110,
});

declare module './index' {
  interface Collections {
    artikel: typeof artikelView;
  }
}
