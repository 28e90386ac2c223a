// The admin's view of the repair messages (pesan-servis.ts): among the shop's content,
// so it takes the content form, its history and restore.
import { pesanServis } from './pesan-servis';
import { view } from './view';

export const pesanServisView = view(pesanServis, {
  title: 'Pesan WhatsApp Servis',
  noun: 'pesan',
  group: 'konten',
  columns: ['masuk', 'siap'],
  search: ['masuk'],
  recordName: { text: 'Pesan WhatsApp Servis' },
  order: 120,
});

declare module './index' {
  interface Collections {
    pesan_servis: typeof pesanServisView;
  }
}
