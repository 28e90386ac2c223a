// The admin's view of what pricelist-servisan.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { pricelistServisan } from './pricelist-servisan';
import { view } from './view';

export const pricelistServisanView = view(pricelistServisan, {
  title: 'Harga Servis',
  noun: 'layanan',
  columns: ['type', 'jenis', 'kategori', 'biaya'],
  search: ['type', 'jenis', 'kategori'],
  group: 'katalog',
  recordName: { fields: ['type', 'jenis'], separator: ' — ' },
  order: 20,
});

declare module './index' {
  interface Collections {
    pricelist_servisan: typeof pricelistServisanView;
  }
}
