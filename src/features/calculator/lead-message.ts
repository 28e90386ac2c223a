// The chat message of "Kirim ke WhatsApp" and the lead stored beside it: the same
// phones, answers and range, under one reference; the send form's checks.
import { LEAD_LIMITS, LEAD_RESENDS_MAX, LEAD_WHATSAPP_PATTERN } from '../../firebase/specs/tukar-tambah';
import { formatRupiah } from '../../lib/currency';
import { answerLines, extraRange, extraText, QUESTIONS, rangeText, type Answers } from './condition';

export { LEAD_LIMITS, LEAD_RESENDS_MAX };

/** A typed WhatsApp number the rules take: 8–15 digits, a leading + at most, spaces or dashes between. */
export const isWhatsAppNumber = (typed: string): boolean =>
  typed.length <= LEAD_LIMITS.whatsapp && LEAD_WHATSAPP_PATTERN.test(typed);

export interface LeadPhones {
  mode: 'tukar' | 'jual';
  oldName: string;
  /** A trade-in's new phone and its price. */
  newPhone?: { nama: string; harga: number };
}

export function leadMessage(
  ref: string,
  phones: LeadPhones,
  answers: Answers,
  range: { min: number; max: number },
): string {
  const lines = [
    phones.mode === 'tukar'
      ? 'Halo admin ONE GADGET, saya mau tukar tambah.'
      : 'Halo admin ONE GADGET, saya mau jual HP.',
    `Referensi: ${ref}`,
    `HP lama: ${phones.oldName}`,
  ];
  if (phones.newPhone)
    lines.push(`HP baru: ${phones.newPhone.nama} (harga ${formatRupiah(phones.newPhone.harga)})`);
  const given = answerLines(answers);
  lines.push('Kondisi HP lama:', ...(given.length ? given.map((l) => `- ${l}`) : ['- belum diisi']));
  lines.push(`Perkiraan nilai: ${rangeText(range)}`);
  if (phones.newPhone) lines.push(`Estimasi: ${extraText(extraRange(phones.newPhone.harga, range))}`);
  lines.push('Apakah bisa dibantu?');
  return lines.join('\n');
}

/**
 * The questions a lead's answers leave open, by their labels, read from the answer
 * lines (answerLines: 'Layar: Retak'); a battery 'tidak tahu' is left open too.
 */
export function skippedQuestions(jawaban: string): string[] {
  const lines = jawaban.split('\n');
  return QUESTIONS.filter((q) => {
    const line = lines.find((l) => l.startsWith(`${q.label}: `));
    return !line || line === `${q.label}: tidak tahu`;
  }).map((q) => q.label);
}

/** The message with the name the visitor typed, under the reference. */
export function withName(text: string, nama: string): string {
  const name = nama.trim();
  if (!name) return text;
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('Referensi: '));
  lines.splice(at < 0 ? 1 : at + 1, 0, `Nama: ${name}`);
  return lines.join('\n');
}
