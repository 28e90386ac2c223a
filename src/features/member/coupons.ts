// Pure coupon logic.
import type { Coupon } from '../../firebase/types';
import { formatRupiah } from '../../lib/currency';
import { dayEnd, formatShortDate, isoDay } from '../../lib/dates';

const percent = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** '10%' for tipe 'persen', otherwise a fixed amount in Rupiah ('Rp 50.000'). */
export function discountLabel(c: Pick<Coupon, 'tipe' | 'nilaiDiskon'>): string {
  return c.tipe.trim().toLowerCase() === 'persen'
    ? `${percent.format(c.nilaiDiskon)}%`
    : formatRupiah(c.nilaiDiskon);
}

/** Its last day (berlakuSampai) is over in Bali: it can no longer be claimed (the rules say so too). */
export function couponEnded(c: Pick<Coupon, 'berlakuSampai'>, now: Date): boolean {
  const end = dayEnd(c.berlakuSampai);
  return end !== null && now.getTime() >= end.getTime();
}

/** The coupons a member can still take: active ones whose last day is not over. */
export function openCoupons<C extends Pick<Coupon, 'berlakuSampai'>>(active: readonly C[], now: Date): C[] {
  return active.filter((c) => !couponEnded(c, now));
}

/** 'Berlaku sampai 31 Des 2026'; '' for a coupon without a last day. */
export function couponEndLabel(c: Pick<Coupon, 'berlakuSampai'>): string {
  const day = isoDay(c.berlakuSampai);
  return day ? `Berlaku sampai ${formatShortDate(day)}` : '';
}

export const CLAIM_MESSAGES = {
  created: 'Berhasil klaim kupon!',
  exists: 'Kupon sudah pernah diklaim.',
} as const;

/**
 * Beranda's line on coupons: how many wait to be claimed and how many are claimed,
 * ready for the till ('2 kupon bisa diklaim · 1 siap dipakai'); of the active ones only.
 */
export function couponSummary(active: readonly Pick<Coupon, 'id'>[], claimed: readonly string[]): string {
  const mine = new Set(claimed);
  const ready = active.filter((c) => mine.has(c.id)).length;
  const open = active.length - ready;
  if (!active.length) return 'Belum ada kupon tersedia';
  return [open ? `${open} kupon bisa diklaim` : '', ready ? `${ready} siap dipakai` : '']
    .filter(Boolean)
    .join(' · ');
}
