// The admin's view of what testimoni.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { testimoni } from './testimoni';
import { view } from './view';

export const testimoniView = view(testimoni, {
  title: 'Testimoni',
  noun: 'testimoni',
  group: 'konten',
  columns: ['nama', 'rating'],
  search: ['nama', 'pesan'],
  order: 100,
});

declare module './index' {
  interface Collections {
    testimoni: typeof testimoniView;
  }
}
