// The repair messages the owner writes (pesan_servis/template): one WhatsApp
// message per status, each with marks a ticket fills in. Empty: the app's own
// message for that status. Public shop content, as firestore.rules have it: anyone
// reads it (words meant for customers, nothing private; the status page may show
// them), only admins write it, with the content form, its history and restore.
import { collection, singletonReader } from './read';

/** The marks a repair message may hold, each filled from the ticket. */
export const REPAIR_MESSAGE_MARKS = ['nama', 'kode', 'perangkat', 'status', 'total', 'link'] as const;

const HINT =
  'Kosong: pesan bawaan. Tanda yang diisi otomatis: {nama}, {kode}, {perangkat}, {status}, {total}, {link}.';

const message = <const N extends string>(name: N, label: string) =>
  ({
    name,
    label,
    type: 'longtext',
    maxLength: 600,
    placeholders: REPAIR_MESSAGE_MARKS,
    hint: HINT,
  }) as const;

export const pesanServis = collection({
  collection: 'pesan_servis',
  singleton: 'template',
  fields: [
    message('masuk', 'Pesan: Masuk'),
    message('persetujuan', 'Pesan: Menunggu persetujuan'),
    message('sparepart', 'Pesan: Menunggu sparepart'),
    message('diservice', 'Pesan: Sedang diservice'),
    message('siap', 'Pesan: Selesai - Siap diambil'),
    message('diambil', 'Pesan: Diambil'),
    message('lainnya', 'Pesan: status lain'),
    // Not a WhatsApp message: what the customer reads on Cek Servisan after refusing a quote.
    {
      name: 'setelahTolak',
      label: 'Cek Servisan: setelah biaya ditolak',
      type: 'longtext',
      maxLength: 600,
      hint: 'Tampil untuk pelanggan setelah menolak biaya, misalnya cara mengambil perangkat.',
    },
  ],
});

/** What the customer reads after refusing a quote when the shop wrote nothing (setelahTolak). */
export { AFTER_REFUSAL_DEFAULT } from '../../lib/after-refusal';

/** The status each template speaks for (the last, any status typed by hand: an example). */
export const REPAIR_MESSAGE_STATUS: Record<
  Exclude<(typeof pesanServis.fields)[number]['name'], 'setelahTolak'>,
  string
> = {
  masuk: 'Masuk',
  persetujuan: 'Menunggu persetujuan',
  sparepart: 'Menunggu sparepart',
  diservice: 'Sedang diservice',
  siap: 'Selesai - Siap diambil',
  diambil: 'Diambil',
  lainnya: 'Dikirim ke service center',
};

/** The templates; every field '' when the document is missing. */
export const toRepairMessages = singletonReader(pesanServis);
export type RepairMessages = ReturnType<typeof toRepairMessages>;
