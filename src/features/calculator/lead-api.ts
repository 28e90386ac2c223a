// What "Cek kondisi HP lama" reads and writes: the shop's deductions (public, read
// over REST when the questions open) and the lead stored by "Kirim ke WhatsApp"
// (tukar_tambah, through Firestore Lite, loaded only on the first send).
// firestore.rules' tukar_tambah block holds the same bounds.
import { toDeduction } from '../../firebase/specs/potongan-kondisi';
import { pricelistServisan, toServicePrice } from '../../firebase/specs/pricelist-servisan';
import { LEAD_LIMITS, LEAD_SOURCE_PATTERN } from '../../firebase/specs/tukar-tambah';
import { listDocs } from '../../firebase/visitor/visitor-read';
import { TAP_SOURCE_KEY } from '../../lib/chat-taps';
import type { Deduction } from './condition';
import type { ServicePrice } from './repair-or-trade';

export function listDeductions(): Promise<Deduction[]> {
  return listDocs('potongan_kondisi', { cache: true }).then((docs) => docs.map(toDeduction));
}

/** The service price list, for "Perbaiki atau tukar?" (the same cached read as the price list's tab). */
export function listServicePrices(): Promise<ServicePrice[]> {
  return listDocs('pricelist_servisan', { cache: true, offline: pricelistServisan.offline }).then((docs) =>
    docs.map(toServicePrice),
  );
}

export interface LeadInput {
  ref: string;
  mode: 'tukar' | 'jual';
  hpLama: string;
  newPhone?: { nama: string; harga: number };
  jawaban: string;
  nilaiMin: number;
  nilaiMax: number;
  /** Only when the visitor typed it. */
  whatsapp?: string;
}

/** A send that hangs is given up after this long, so 'Coba lagi' can be offered. */
const SEND_TIMEOUT_MS = 15_000;

/** Where the visit came from, as the chat taps count it ('direct' when unknown). */
export function visitSource(): string {
  try {
    const s = sessionStorage.getItem(TAP_SOURCE_KEY) ?? '';
    return LEAD_SOURCE_PATTERN.test(s) ? s : 'direct';
  } catch {
    return 'direct';
  }
}

/** The document exactly as the rules take it: bounded texts, no empty optional keys. */
export function leadDocument(input: LeadInput, sumber: string): Record<string, string | number> {
  const doc: Record<string, string | number> = {
    ref: input.ref,
    mode: input.mode,
    hpLama: input.hpLama.slice(0, LEAD_LIMITS.hpLama),
    jawaban: input.jawaban.slice(0, LEAD_LIMITS.jawaban),
    nilaiMin: input.nilaiMin,
    nilaiMax: input.nilaiMax,
    sumber,
  };
  if (input.mode === 'tukar' && input.newPhone) {
    doc.hpBaru = input.newPhone.nama.slice(0, LEAD_LIMITS.hpBaru);
    doc.hargaBaru = input.newPhone.harga;
  }
  const wa = input.whatsapp?.trim();
  if (wa) doc.whatsapp = wa;
  return doc;
}

/**
 * Stores the lead under `id` (chosen once per reference, so a retry after a
 * timeout cannot store it twice: the rules allow no overwrite).
 */
export async function submitLead(input: LeadInput, id: string): Promise<void> {
  const { setDocument } = await import('../../firebase/signed-in/lite-db');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Lead send timed out')), SEND_TIMEOUT_MS);
  });
  try {
    await Promise.race([
      setDocument(`tukar_tambah/${id}`, leadDocument(input, visitSource()), ['waktu']),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A new document id for a lead, made on the device. */
export async function newLeadId(): Promise<string> {
  const { newDocumentId } = await import('../../firebase/signed-in/lite-db');
  return newDocumentId('tukar_tambah');
}
