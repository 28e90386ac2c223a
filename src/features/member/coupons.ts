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
