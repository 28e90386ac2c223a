// What the till decides from what it read, pure and tested: whether a member's
// coupon can be used now, a WhatsApp number as the shop's forms store it, and the
// refusals' words.
import { dayEnd, formatShortDate } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/currency';
import type { SaleRefusal } from '../core/data/till';

/** A coupon's state for one member at the counter. */
export type CouponState = 'bisa' | 'dipakai' | 'belum-diklaim' | 'nonaktif' | 'berakhir';

export interface CouponFacts {
  aktif: boolean;
  /** Its last day ('2026-12-31'), or '' when it does not end. */
  berlakuSampai: string;
}

/**
 * Whether the member's claim of a coupon can be used now: used already (with its
 * date), not claimed, switched off, or past its last day; else usable. Used comes
 * first: a used claim stays used whatever the coupon became since.
 */
export function couponState(
  coupon: CouponFacts,
  claim: { dipakai: Date | null } | null,
  now: Date,
): CouponState {
  if (!claim) return 'belum-diklaim';
  if (claim.dipakai) return 'dipakai';
  if (!coupon.aktif) return 'nonaktif';
  const end = dayEnd(coupon.berlakuSampai);
  if (end && now.getTime() >= end.getTime()) return 'berakhir';
  return 'bisa';
}

/** '12 Des 2026', in Bali's calendar. */
export const dayText = (d: Date): string => formatShortDate(d);

/** The state in words, as the till shows it beside the coupon. */
export function couponStateText(state: CouponState, dipakai: Date | null): string {
  switch (state) {
    case 'bisa':
      return 'Bisa dipakai';
    case 'dipakai':
      return dipakai ? `Sudah dipakai ${dayText(dipakai)}` : 'Sudah dipakai';
    case 'belum-diklaim':
      return 'Belum diklaim member ini';
    case 'nonaktif':
      return 'Kupon tidak aktif';
    case 'berakhir':
      return 'Masa berlaku kupon sudah lewat';
  }
}

/** A coupon's discount in words: '10%' or 'Rp 50.000'. */
export const discountText = (c: { tipe: string; nilaiDiskon: number }): string =>
  c.tipe === 'persen' ? `${c.nilaiDiskon}%` : formatRupiah(c.nilaiDiskon);

/**
 * A WhatsApp number as digits from the country code ('62812…'), however it was
 * typed: promo requests store what the visitor typed ('0812 3456 7890',
 * '+62 812-3456-7890'), so the till compares these.
 */
export function whatsappDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

/** '6281234567890' → '0812-3456-7890', as the shop reads a number out. */
export function whatsappShown(digits: string): string {
  const local = digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3');
}

/** Why a sale was refused, in words; `usedOn` names the day a used coupon was used. */
export function refusalText(reason: SaleRefusal, usedOn: Date | null = null): string {
  switch (reason) {
    case 'member-unknown':
      return 'Member ini tidak ditemukan lagi. Pindai atau ketik kartunya lagi.';
    case 'coupon-unclaimed':
      return 'Kupon ini bukan milik member ini (belum diklaim olehnya).';
    case 'coupon-inactive':
      return 'Kupon ini tidak aktif lagi.';
    case 'coupon-used':
      return usedOn ? `Kupon ini sudah dipakai pada ${dayText(usedOn)}.` : 'Kupon ini sudah dipakai.';
    case 'coupon-ended':
      return 'Masa berlaku kupon ini sudah lewat.';
    case 'coupon-needs-member':
      return 'Kupon hanya bisa dipakai bersama kartu membernya.';
    case 'discount-too-large':
      return 'Diskon lebih besar dari subtotal.';
    case 'source-unknown':
      return 'Sumber penjualan (lead, pengajuan, atau tiket) tidak ditemukan lagi.';
  }
}

/** Said when the write failed or did not answer: nothing was stored, the same sale may be sent again. */
export const NETWORK_CUT = 'Koneksi terputus — penjualan belum tercatat. Coba lagi.';
