// The app's own WhatsApp message for each repair status, written with the marks the
// owner's templates use (pesan_servis): the admin shows it in the field ready to edit,
// and a field left as it is (or emptied) stores nothing, so the app's message is sent.
// The repair screens build the same words (customer-messages.ts); a test holds them equal.

import { AFTER_REFUSAL_DEFAULT } from './after-refusal';

const FOLLOW = 'Kode servisan: {kode}. Cek status: {link}';

/** By template field (pesan_servis): masuk, persetujuan, sparepart, diservice, siap, diambil, lainnya. */
export const DEFAULT_REPAIR_MESSAGES: Readonly<Record<string, string>> = {
  masuk: `Halo {nama}, unit {perangkat} Anda sudah kami terima untuk diservis di ONE GADGET. ${FOLLOW}`,
  persetujuan: `Halo {nama}, unit {perangkat} Anda sudah kami cek. Biaya servis: {total}. Mohon pilih Setuju atau Tolak di halaman cek status. ${FOLLOW}`,
  sparepart: `Halo {nama}, servis unit {perangkat} Anda menunggu sparepart. Kami kabari lagi begitu sparepart tiba. ${FOLLOW}`,
  diservice: `Halo {nama}, unit {perangkat} Anda sedang diservis oleh teknisi ONE GADGET. ${FOLLOW}`,
  siap: `Halo {nama}, servis unit {perangkat} Anda sudah selesai dan siap diambil di ONE GADGET. Total biaya: {total}. ${FOLLOW}`,
  diambil: `Halo {nama}, terima kasih, unit {perangkat} Anda sudah diambil dari ONE GADGET. Simpan kode ini untuk garansi. ${FOLLOW}`,
  lainnya: `Halo {nama}, status servis unit {perangkat} Anda di ONE GADGET sekarang: {status}. ${FOLLOW}`,
};

/** The app's own message for a template field (the words after a refused quote too); '' for a field without one. */
export function defaultRepairMessage(field: string): string {
  if (field === 'setelahTolak') return AFTER_REFUSAL_DEFAULT;
  return Object.hasOwn(DEFAULT_REPAIR_MESSAGES, field) ? DEFAULT_REPAIR_MESSAGES[field]! : '';
}

/** What the form shows for a field: the owner's text, else the app's own, ready to edit. */
export function shownRepairMessage(field: string, stored: string): string {
  return stored.trim() || defaultRepairMessage(field);
}

/**
 * What the form stores for a field: '' while it holds the app's own message (as
 * shown, or emptied), so the app's message, with a ticket's warranty, is sent.
 */
export function storedRepairMessage(field: string, typed: string): string {
  const text = typed.trim();
  return text === defaultRepairMessage(field) ? '' : text;
}
