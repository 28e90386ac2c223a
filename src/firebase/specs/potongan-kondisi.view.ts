// The admin's view of potongan_kondisi: in a file of its own, so the calculator,
// which reads the spec, carries none of it.
import { potonganKondisi } from './potongan-kondisi';
import { view } from './view';

export const potonganKondisiView = view(potonganKondisi, {
  title: 'Potongan kondisi',
  noun: 'potongan',
  columns: ['kode', 'tipe', 'nilai', 'model', 'tipikal'],
  search: ['kode', 'model'],
  group: 'katalog',
  recordName: { fields: ['kode', 'model'] },
  order: 70,
});

declare module './index' {
  interface Collections {
    potongan_kondisi: typeof potonganKondisiView;
  }
}
