// The admin's view of potongan_kondisi: in a file of its own, so the calculator,
// which reads the spec, carries none of it.
import { potonganKondisi } from './potongan-kondisi';
import { view } from './view';

export const potonganKondisiView = view(potonganKondisi, {
  title: 'Potongan kondisi',
  noun: 'potongan',
  columns: ['kode', 'tipe', 'nilai', 'model'],
  search: ['kode', 'model'],
  group: 'katalog',
  order: 70,
  recordName: { fields: ['kode', 'model'] },
});

declare module './index' {
  interface Collections {
    potongan_kondisi: typeof potonganKondisiView;
  }
}
