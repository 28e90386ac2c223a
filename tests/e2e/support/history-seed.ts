// A few history entries for Riwayat screens (the gallery's, the admin shell's fit check), in the shape
// src/features/admin/core/data/recorded-batch.ts writes them (whole documents before and after), built
// from the seeded documents so they read like the shop's own: a price changed,
// "Tandai habis", a ticket created (with the customer's number), an accessory
// deleted, an article retitled.
import { asSeedFormat, firestore, time } from './emulators';

const ADMIN = { uid: 'admin-demo', email: 'admin@onegadget.test' };
type Doc = Record<string, unknown>;

async function stored(path: string): Promise<Doc> {
  const { _riwayat, ...data } = (await firestore.get(path)) ?? {};
  void _riwayat;
  return asSeedFormat(data);
}

const IDS = [
  'galeri-1',
  'galeri-2',
  'galeri-3',
  'galeri-4',
  'galeri-5',
  'hapus-aksesoris-tempered-glass-lama-awal',
];

export function removeSeededHistory(): Promise<unknown> {
  return Promise.all(IDS.map((id) => firestore.remove(`riwayat/${id}`)));
}

export async function seedHistory(): Promise<void> {
  const minutesAgo = (m: number) => time(new Date(Date.now() - m * 60_000));
  const entry = (
    id: string,
    minutes: number,
    collection: string,
    action: string,
    docId: string,
    before: Doc | null,
    after: Doc | null,
  ) => ({
    path: `riwayat/${id}`,
    data: {
      ...ADMIN,
      waktu: minutesAgo(minutes),
      collection,
      action,
      docIds: [docId],
      items: { [docId]: { before, after } },
    },
  });

  const phone = await stored('pricelist/iphone-15-128');
  const softcase = await stored('aksesoris/softcase-iphone-15');
  const ticket = await stored('servisan/OG-2406-B3M9');
  const article = await stored('artikel/cara-cek-iphone-second');
  const firstLine = (ticket.historyPerbaikan as unknown[]).slice(0, 1);
  const newTicket = { ...ticket, status: 'Masuk', historyPerbaikan: firstLine, whatsapp: '0812 3456 7890' };

  await firestore.writeDocuments([
    entry('galeri-1', 300, 'servisan', 'buat', 'OG-2406-B3M9', null, newTicket),
    entry('galeri-2', 240, 'pricelist', 'ubah', 'iphone-15-128', { ...phone, second: 11250000 }, phone),
    entry('galeri-3', 180, 'aksesoris', 'ubah', 'softcase-iphone-15', softcase, { ...softcase, stok: 0 }),
    entry('galeri-4', 120, 'aksesoris', 'ubah', 'softcase-iphone-15', { ...softcase, stok: 0 }, softcase),
    entry(
      'hapus-aksesoris-tempered-glass-lama-awal',
      60,
      'aksesoris',
      'hapus',
      'tempered-glass-lama',
      {
        nama: 'Tempered Glass iPhone 11',
        merk: 'Nillkin',
        kategori: 'Pelindung Layar',
        harga: 45000,
        stok: 2,
      },
      null,
    ),
    entry(
      'galeri-5',
      30,
      'artikel',
      'ubah',
      'cara-cek-iphone-second',
      { ...article, judul: 'Cara Cek iPhone Second' },
      article,
    ),
  ]);
}
