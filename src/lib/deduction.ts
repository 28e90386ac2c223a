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

/** A deduction that takes more than a phone is worth, and the phone it is measured against. */
export interface OverValue<P> {
  phone: P;
  /** For every phone: measured against the most valuable one, so it would empty them all. */
  forEvery: boolean;
}

/**
 * A rupiah deduction that takes more than the phone is worth: for one phone, more
 * than that phone's value; for every phone, more than the most valuable one's (a
 * sum between the cheapest and the dearest is sensible, the range stops at zero).
 * A percent is capped at 100 % anyway; a model the list does not know is not judged.
 */
export function deductionOverValue<P extends { nama: string; nilaiTukar: number }>(
  d: DeductionRule & { model: string },
  phones: readonly P[],
): OverValue<P> | null {
  if (d.tipe !== 'rupiah') return null;
  const forEvery = !normaliseName(d.model);
  const phone = forEvery
    ? phones.reduce<P | undefined>((top, p) => (top && top.nilaiTukar >= p.nilaiTukar ? top : p), undefined)
    : deductionPhone(d.model, phones);
  return phone && d.nilai > phone.nilaiTukar ? { phone, forEvery } : null;
}

/** What a deduction is for: its answer and its phone (every phone when none), names compared as the calculator does. */
export function deductionKey(d: { kode: string; model: string }): string {
  return `${d.kode}|${normaliseName(d.model)}`;
}

/**
 * The deduction already held for the same answer and the same phone, other than
 * `self` (the record being edited; '' for a new one): the calculator would use only
 * one of the two, so a second is refused.
 */
export function sameDeduction<D extends { id: string; kode: string; model: string }>(
  list: readonly D[],
  d: { kode: string; model: string },
  self: string,
): D | undefined {
  const key = deductionKey(d);
  return list.find((x) => deductionKey(x) === key && (!self || x.id !== self));
}
