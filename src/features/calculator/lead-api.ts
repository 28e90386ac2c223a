// What "Cek kondisi HP lama" reads and writes: the shop's deductions (public, read
// over REST when the questions open) and the lead stored by "Kirim ke WhatsApp" and
// corrected by "Kirim ulang" (tukar_tambah, through Firestore Lite, loaded only on
// the first send).
// firestore.rules' tukar_tambah block holds the same bounds.
import { toDeduction } from '../../firebase/specs/potongan-kondisi';
import { pricelistServisan, toServicePrice } from '../../firebase/specs/pricelist-servisan';
import { LEAD_AMOUNT_MAX, LEAD_LIMITS, LEAD_SOURCE_PATTERN } from '../../firebase/specs/tukar-tambah';
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
  /** The questions left unanswered, by their labels. */
  dilewati?: readonly string[];
  nilaiMin: number;
  nilaiMax: number;
  /** Only when the visitor typed them. */
  nama?: string;
  whatsapp?: string;
}

/** What a lead says again when sent again ("Kirim ulang"). */
export type LeadAnswers = Pick<LeadInput, 'jawaban' | 'dilewati' | 'nilaiMin' | 'nilaiMax'>;

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

/** An amount as the rules take it: a whole rupiah from 0 up to what a phone can be worth. */
const amount = (n: number) => Math.min(LEAD_AMOUNT_MAX, Math.max(0, Math.round(n)));

/** The answers as stored: bounded texts and amounts, no empty skipped list. */
export function leadAnswers(input: LeadAnswers): Record<string, string | number> {
  const min = amount(input.nilaiMin);
  const doc: Record<string, string | number> = {
    jawaban: input.jawaban.slice(0, LEAD_LIMITS.jawaban),
    nilaiMin: min,
    nilaiMax: Math.max(min, amount(input.nilaiMax)),
  };
  const skipped = (input.dilewati ?? []).join(', ').slice(0, LEAD_LIMITS.dilewati);
  if (skipped) doc.dilewati = skipped;
  return doc;
}

/** The document exactly as the rules take it: bounded texts, no empty optional keys. */
export function leadDocument(input: LeadInput, sumber: string): Record<string, string | number> {
  const doc: Record<string, string | number> = {
    ref: input.ref,
    mode: input.mode,
    hpLama: input.hpLama.slice(0, LEAD_LIMITS.hpLama),
    ...leadAnswers(input),
    sumber,
  };
  if (input.mode === 'tukar' && input.newPhone) {
    doc.hpBaru = input.newPhone.nama.slice(0, LEAD_LIMITS.hpBaru);
    doc.hargaBaru = amount(input.newPhone.harga);
  }
  const nama = input.nama?.trim().slice(0, LEAD_LIMITS.nama);
  if (nama) doc.nama = nama;
  const wa = input.whatsapp?.trim();
  if (wa) doc.whatsapp = wa;
  return doc;
}

async function withTimeout(write: Promise<void>, what: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), SEND_TIMEOUT_MS);
  });
  try {
    await Promise.race([write, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stores the lead under `id` (chosen once per send, so a retry after a timeout
 * cannot store it twice: the rules allow no overwrite) and claims its reference in
 * the same write; a reference already given is refused ('permission-denied').
 */
export async function submitLead(input: LeadInput, id: string): Promise<void> {
  const { createLeadWithRef } = await import('../../firebase/visitor/lead-write');
  const doc = leadDocument(input, visitSource());
  await withTimeout(createLeadWithRef(id, { ...doc, ref: input.ref }), 'Lead send');
}

/** "Kirim ulang": the corrected answers on the same lead, as its resend number `line` (1, 2, …). */
export async function resendLead(id: string, answers: LeadAnswers, line: number): Promise<void> {
  const { resendLeadFields } = await import('../../firebase/visitor/lead-write');
  const fields = leadAnswers(answers);
  const cleared = 'dilewati' in fields ? [] : ['dilewati'];
  await withTimeout(resendLeadFields(id, fields, cleared, line), 'Lead resend');
}

/** A new document id for a lead, made on the device. */
export async function newLeadId(): Promise<string> {
  const { newLeadDocumentId } = await import('../../firebase/visitor/lead-write');
  return newLeadDocumentId();
}

/** A chat opened by the send counts as the calculator's chat tap, as a tapped chat link does. */
export function countLeadChat(): void {
  void import('../../firebase/visitor/chat-tap').then((m) => m.countChatTap({ kind: 'kalkulator' }));
}
