// The admin's view of what kontak.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { kontak } from './kontak';
import { view } from './view';

export const kontakView = view(kontak, {
  title: 'Kontak Toko',
  noun: 'kontak',
  group: 'konten',
  columns: ['whatsapp', 'alamat'],
  search: ['whatsapp', 'alamat'],
  recordName: { text: 'Kontak Toko' },
  order: 80,
});

declare module './index' {
  interface Collections {
    kontak: typeof kontakView;
  }
}
