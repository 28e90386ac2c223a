// The admin's view of what promo.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { promo } from './promo';
import { view } from './view';

export const promoView = view(promo, {
  title: 'Promo Aktif',
  noun: 'promo',
  group: 'konten',
  columns: ['judul'],
  search: ['judul'],
  order: 90,
});

declare module './index' {
  interface Collections {
    promo: typeof promoView;
  }
}
