// What the till computes and firestore.rules recompute on every sale: a coupon's
// discount, and the points a sale earns. Kept equal to the rules' couponDiscount
// and earnedPoints (tests/rules/kasir-cases.ts records sales made with these).

/** A coupon as the till reads it: a percent of the subtotal, or an amount in Rupiah. */
export interface TillCoupon {
  tipe: string;
  nilaiDiskon: number;
}

/** The discount a coupon gives on a subtotal: its percent rounded down, or its Rupiah, at most the subtotal. */
export function couponDiscount(coupon: TillCoupon, subtotal: number): number {
  if (coupon.tipe === 'persen') return Math.floor((subtotal * coupon.nilaiDiskon) / 100);
  return Math.min(coupon.nilaiDiskon, subtotal);
}

/** The points a payment earns at the owner's rate (Rupiah per point); none without a rate. */
export function earnedPoints(paid: number, rupiahPerPoin: number | null): number {
  if (!rupiahPerPoin || rupiahPerPoin <= 0 || paid <= 0) return 0;
  return Math.floor(paid / rupiahPerPoin);
}
