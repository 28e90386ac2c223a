// A bulk price change ("Android second −3 %"): the new price of each chosen
// record, rounded as the shop writes prices, checked like any other write. Pure.
import type { PlainDoc } from '../../../firebase/plain';
import type { CollectionSchema } from '../core/schema';
import { parseAmount } from '../core/validate';
import { emptyPlan, planRow, type Plan } from './plan';

export type ChangeMode = 'persen' | 'nominal';

export interface PriceChange {
  field: string;
  mode: ChangeMode;
  /** Percent (−3 = 3 % cheaper) or rupiah (−50000). */
  amount: number;
  /** Round each new price to a multiple of this (1 = no rounding). */
  roundTo: number;
}

/** '−3', '-3', '2,5', '+10' → a percent; '-50.000' → rupiah. Null when it is not a number. */
export function parseChange(mode: ChangeMode, text: string): number | null {
  const t = text.trim().replace(/^[−–]/, '-').replace(/^\+/, '');
  if (mode === 'nominal') return parseAmount(t);
  return /^-?\d+([.,]\d+)?$/.test(t) ? Number(t.replace(',', '.')) : null;
}

export function newPrice(old: number, change: PriceChange): number {
  const raw = change.mode === 'persen' ? old * (1 + change.amount / 100) : old + change.amount;
  const step = Math.max(1, change.roundTo);
  return Math.round(raw / step) * step;
}

/** The change applied to every record given (the list's filter chose them). */
export function planPriceChange(
  schema: CollectionSchema,
  records: PlainDoc[],
  change: PriceChange,
  nameOf: (record: PlainDoc) => string,
): Plan {
  const plan = emptyPlan();
  for (const r of records) {
    const old = r.data[change.field];
    const label = nameOf(r);
    if (typeof old !== 'number') {
      plan.invalid.push({ label, reason: 'Harga lama bukan angka; ubah lewat formulir.' });
      continue;
    }
    const price = newPrice(old, change);
    if (price < 0) {
      plan.invalid.push({ label, reason: `Harga baru jadi negatif (${price}).` });
      continue;
    }
    planRow(plan, schema, { id: r.id, before: r.data, input: { [change.field]: price }, label });
  }
  return plan;
}
