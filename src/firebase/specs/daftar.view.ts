// daftar/{list}-{part}: the visitor's lists (firebase/lists.ts holds which lists,
// their parts and rows). Anyone reads; an admin's transaction writes a list's rows
// with each save, and a rebuild writes a part whole with the time of it.
import { BUILT_FIELD, LISTS_COLLECTION, ROWS_FIELD } from '../lists';
import { records } from './records';

export const daftar = records({
  collection: LISTS_COLLECTION,
  fields: [
    { name: ROWS_FIELD, label: 'Baris', type: 'map' },
    { name: BUILT_FIELD, label: 'Dibangun', type: 'time', later: true },
  ],
});

declare module './index' {
  interface Collections {
    daftar: typeof daftar;
  }
}
