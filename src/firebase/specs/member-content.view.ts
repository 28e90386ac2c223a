// The admin's view of what member-content.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { coupons, notifikasi, reward } from './member-content';
import { view } from './view';

export const notifikasiView = view(notifikasi, {
  title: 'Notifikasi Member',
  noun: 'notifikasi',
  group: 'member',
  order: 130,
  columns: ['judul', 'pesan'],
  search: ['judul', 'pesan'],
  newestFirst: { field: 'tanggal', label: 'Dikirim' },
  create: {
    title: 'Kirim notifikasi',
    submit: 'Kirim',
    done: 'Notifikasi terkirim.',
    lead: 'Setiap member melihatnya langsung di halaman Notifikasi.',
  },
});

export const couponsView = view(coupons, {
  title: 'Kupon Member',
  noun: 'kupon',
  group: 'member',
  order: 140,
  columns: ['kode', 'tipe', 'nilaiDiskon', 'aktif'],
  search: ['kode', 'deskripsi'],
});

export const rewardView = view(reward, {
  title: 'Reward Member',
  noun: 'reward',
  group: 'member',
  order: 150,
  columns: ['judul', 'deskripsi'],
  search: ['judul', 'deskripsi'],
});

declare module './index' {
  interface Collections {
    notifikasi: typeof notifikasiView;
    coupons: typeof couponsView;
    reward: typeof rewardView;
  }
}
