// What one condition deduction takes off a trade-in value: the calculator's range
// and the admin's preview use the same sum. Plain, no React.

export interface DeductionRule {
  tipe: string;
  nilai: number;
}

/** Rupiah taken off `value`: a percent of it (rounded, at most 100 %), or a fixed sum; never negative. */
export function deductionAmount(d: DeductionRule, value: number): number {
  const n = Math.max(0, d.nilai);
  return d.tipe === 'persen' ? Math.round((value * Math.min(100, n)) / 100) : n;
}
