// Pure coupon logic.
import type { Coupon } from '../../firebase/types';
import { formatRupiah } from '../../lib/currency';

const percent = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** '10%' for tipe 'persen', otherwise a fixed amount in Rupiah ('Rp 50.000'). */
export function discountLabel(c: Pick<Coupon, 'tipe' | 'nilaiDiskon'>): string {
  return c.tipe.trim().toLowerCase() === 'persen'
    ? `${percent.format(c.nilaiDiskon)}%`
    : formatRupiah(c.nilaiDiskon);
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
