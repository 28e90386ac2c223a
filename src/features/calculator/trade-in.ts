// Trade-in and sell maths. Pure: the page only shows the result.
import { formatRupiah } from '../../lib/currency';
import { normaliseName } from '../../lib/phone-name';

export type CalculatorMode = 'tukar' | 'jual';

export interface OldPhone {
  /** The record's id (a chat about it names it, docs/chat-taps.md). */
  id?: string;
  nama: string;
  nilaiTukar: number;
}

export interface NewPhone {
  id?: string;
  nama: string;
  harga: number;
}

export const TRADE_IN_NOT_FOUND = 'Data HP tidak ditemukan';
export const SELL_NOT_FOUND = 'HP tidak ditemukan dalam daftar kami';

// The exact-name rule's comparison lives in lib: the admin's deductions use it too.
export { normaliseName };

export function findPhone<T extends { nama: string }>(list: readonly T[], typed: string): T | undefined {
  const wanted = normaliseName(typed);
  if (!wanted) return undefined;
  return list.find((p) => normaliseName(p.nama) === wanted);
}

/** New phone's price minus the old phone's trade-in value; negative = the shop pays the customer. */
export function tradeInExtra(newPrice: number, tradeInValue: number): number {
  return newPrice - tradeInValue;
}

/** A phone the lists do not have, as the visitor typed it ('' when the field was left empty). */
export interface MissingPhone {
  /** Which field: the old or new phone of a trade-in, or the phone to sell. */
  role: 'lama' | 'baru' | 'jual';
  typed: string;
}

export type TradeInResult =
  | { ok: true; oldPhone: OldPhone; newPhone: NewPhone; extra: number }
  | {
      ok: false;
      message: typeof TRADE_IN_NOT_FOUND;
      missing: MissingPhone[];
      oldName: string;
      newName: string;
    };

export function calculateTradeIn(
  oldPhones: readonly OldPhone[],
  newPhones: readonly NewPhone[],
  oldName: string,
  newName: string,
): TradeInResult {
  const oldPhone = findPhone(oldPhones, oldName);
  const newPhone = findPhone(newPhones, newName);
  if (!oldPhone || !newPhone) {
    const missing: MissingPhone[] = [];
    if (!oldPhone) missing.push({ role: 'lama', typed: tidyName(oldName) });
    if (!newPhone) missing.push({ role: 'baru', typed: tidyName(newName) });
    return {
      ok: false,
      message: TRADE_IN_NOT_FOUND,
      missing,
      oldName: tidyName(oldName),
      newName: tidyName(newName),
    };
  }
  return { ok: true, oldPhone, newPhone, extra: tradeInExtra(newPhone.harga, oldPhone.nilaiTukar) };
}

export type SellResult =
  | { ok: true; phone: OldPhone; value: number }
  | { ok: false; message: typeof SELL_NOT_FOUND; missing: MissingPhone[] };

/** Sell mode: the phone's value from the trade-in list (kalkulator_hp_lama). */
export function calculateSell(oldPhones: readonly OldPhone[], name: string): SellResult {
  const phone = findPhone(oldPhones, name);
  return phone
    ? { ok: true, phone, value: phone.nilaiTukar }
    : { ok: false, message: SELL_NOT_FOUND, missing: [{ role: 'jual', typed: tidyName(name) }] };
}

/** The typed name as shown back: trimmed, single spaces, letter case kept. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Which phone was not found, in words: 'HP lama "Nokia 3310" tidak ada di daftar kami.' */
export function missingPhoneText(m: MissingPhone): string {
  const phone = m.role === 'jual' ? 'HP' : `HP ${m.role}`;
  return m.typed ? `${phone} "${m.typed}" tidak ada di daftar kami.` : `${phone} belum diisi.`;
}

/** The chat message when the calculator cannot help: the shop prices the phones by hand. */
export function notFoundChatText(
  r: { mode: 'tukar'; oldName: string; newName: string } | { mode: 'jual'; name: string },
): string {
  if (r.mode === 'jual') {
    return [
      'Halo admin ONE GADGET, saya mau jual HP.',
      `HP: ${r.name || '-'}`,
      'HP ini tidak ada di daftar Kalkulator Harga. Berapa estimasi harganya?',
    ].join('\n');
  }
  return [
    'Halo admin ONE GADGET, saya mau tukar tambah.',
    `HP lama: ${r.oldName || '-'}`,
    `HP baru: ${r.newName || '-'}`,
    'HP ini tidak ada di daftar Kalkulator Harga. Berapa estimasi biayanya?',
  ].join('\n');
}

/** The result in words: money to add, money received, or nothing either way. */
export function describeExtra(extra: number): {
  label: string;
  amount: string;
  kind: 'pay' | 'receive' | 'even';
} {
  if (extra > 0) return { kind: 'pay', label: 'Kamu cukup menambah', amount: formatRupiah(extra) };
  if (extra < 0) return { kind: 'receive', label: 'Kamu menerima', amount: formatRupiah(-extra) };
  return { kind: 'even', label: 'Tanpa biaya tambahan', amount: formatRupiah(0) };
}

/** The prefilled chat text that carries the calculation to the shop. */
export function tradeInChatText(r: { oldPhone: OldPhone; newPhone: NewPhone; extra: number }): string {
  const d = describeExtra(r.extra);
  const outcome =
    d.kind === 'pay'
      ? `tambah biaya ${d.amount}`
      : d.kind === 'receive'
        ? `saya menerima ${d.amount}`
        : 'tanpa biaya tambahan';
  return [
    'Halo admin ONE GADGET, saya mau tukar tambah.',
    `HP lama: ${r.oldPhone.nama} (nilai tukar ${formatRupiah(r.oldPhone.nilaiTukar)})`,
    `HP baru: ${r.newPhone.nama} (harga ${formatRupiah(r.newPhone.harga)})`,
    `Estimasi dari Kalkulator Harga: ${outcome}.`,
    'Apakah bisa dibantu?',
  ].join('\n');
}

export function sellChatText(r: { phone: OldPhone; value: number }): string {
  return [
    'Halo admin ONE GADGET, saya mau jual HP.',
    `HP: ${r.phone.nama}`,
    `Estimasi dari Kalkulator Harga: ${formatRupiah(r.value)}.`,
    'Apakah bisa dibantu?',
  ].join('\n');
}

/** A trade-in result as a shared message says it. */
export function tradeInShareText(r: { oldPhone: OldPhone; newPhone: NewPhone; extra: number }): string {
  const d = describeExtra(r.extra);
  const outcome =
    d.kind === 'pay'
      ? `tambah ${d.amount}`
      : d.kind === 'receive'
        ? `terima ${d.amount}`
        : 'tanpa biaya tambahan';
  return `Estimasi tukar tambah ${r.oldPhone.nama} ke ${r.newPhone.nama} di ONE GADGET Bali: ${outcome}.`;
}

/** A sell result as a shared message says it. */
export function sellShareText(r: { phone: OldPhone; value: number }): string {
  return `Estimasi harga jual ${r.phone.nama} di ONE GADGET Bali: ${formatRupiah(r.value)}.`;
}
