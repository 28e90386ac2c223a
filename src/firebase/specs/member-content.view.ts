// The admin's view of what member-content.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { coupons, notifikasi, reward } from './member-content';
import { view } from './view';

export const notifikasiView = view(notifikasi, {
  title: 'Notifikasi Member',
  noun: 'notifikasi',
  group: 'member',
  columns: ['judul', 'pesan'],
  search: ['judul', 'pesan'],
  newestFirst: { field: 'tanggal', label: 'Dikirim' },
  create: {
    title: 'Kirim notifikasi',
    submit: 'Kirim',
    done: 'Notifikasi terkirim.',
    lead: 'Setiap member melihatnya langsung di halaman Notifikasi.',
  },
  order: 130,
});

export const couponsView = view(coupons, {
  title: 'Kupon Member',
  noun: 'kupon',
  group: 'member',
  columns: ['kode', 'tipe', 'nilaiDiskon', 'aktif', 'berlakuSampai'],
  search: ['kode', 'deskripsi'],
  order: 140,
});

export const rewardView = view(reward, {
  title: 'Reward Member',
  noun: 'reward',
  group: 'member',
  columns: ['judul', 'deskripsi'],
  search: ['judul', 'deskripsi'],
  order: 150,
});

declare module './index' {
  interface Collections {
    notifikasi: typeof notifikasiView;
    coupons: typeof couponsView;
    reward: typeof rewardView;
  }
}
