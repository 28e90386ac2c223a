// The chat message of "Kirim ke WhatsApp" and the lead stored beside it: the same
// phones, answers and range, under one reference.
import { formatRupiah } from '../../lib/currency';
import { answerLines, extraRange, extraText, rangeText, type Answers } from './condition';

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
