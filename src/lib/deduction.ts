// What one condition deduction takes off a trade-in value: the calculator's range
// and the admin's preview use the same sum. Plain, no React.
import { normaliseName } from './phone-name';

export interface DeductionRule {
  tipe: string;
  nilai: number;
}

/** Rupiah taken off `value`: a percent of it (rounded, at most 100 %), or a fixed sum; never negative. */
export function deductionAmount(d: DeductionRule, value: number): number {
  const n = Math.max(0, d.nilai);
  return d.tipe === 'persen' ? Math.round((value * Math.min(100, n)) / 100) : n;
}

/** The phone a deduction is only for ("Khusus HP", named as in the calculator); undefined for every phone. */
export function deductionPhone<P extends { nama: string }>(
  model: string,
  phones: readonly P[],
): P | undefined {
  const wanted = normaliseName(model);
  return wanted ? phones.find((p) => normaliseName(p.nama) === wanted) : undefined;
}

/**
 * A rupiah deduction for one phone that takes more than that phone is worth: the
 * phone it is refused for, else null. A percent is capped at 100 % anyway, and a
 * deduction for every phone has no single value to compare with.
 */
export function deductionOverValue<P extends { nama: string; nilaiTukar: number }>(
  d: DeductionRule & { model: string },
  phones: readonly P[],
): P | null {
  if (d.tipe !== 'rupiah') return null;
  const phone = deductionPhone(d.model, phones);
  return phone && d.nilai > phone.nilaiTukar ? phone : null;
}
