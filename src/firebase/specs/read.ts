// What every spec module runs: the builders its lines use, and its reader (plain
// Firestore data → the spec's record). Production data is not always tidy: numbers
// may arrive as text ('12.500.000'), lists as comma-separated text. Every reader is
// total: it never throws.
import { AMOUNT_MAX } from '../../config/amount';
import type { Plain, PlainDoc } from '../plain';
import type { CollectionSpec, FieldSpec, InferFields, InferRecord } from './field';

/** A spec, its field names and kinds kept as written so InferRecord can read them. */
export const collection = <const S extends CollectionSpec>(spec: S): S => spec;

/** A price in Rupiah: required, 0 up to AMOUNT_MAX. */
export const price = <const N extends string>(name: N, label: string) =>
  ({ name, label, type: 'number', required: true, min: 0, max: AMOUNT_MAX }) as const;

/**
 * An amount in Rupiah, or a percent (at most 100) when the record's `tipe` is
 * 'persen'; `money` is the `tipe` that means Rupiah (a coupon's, a deduction's).
 */
export const priceOrPercent = <const N extends string, const M extends string>(
  name: N,
  label: string,
  money: M,
) =>
  ({
    ...price(name, label),
    maxWhen: { field: 'tipe', equals: 'persen', max: 100 },
    unitBy: { field: 'tipe', money, percent: 'persen' },
  }) as const;

/** A stock count. */
export const stock = {
  name: 'stok',
  label: 'Stok',
  type: 'number',
  required: true,
  min: 0,
  max: AMOUNT_MAX,
} as const;

export function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

export function num(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (typeof v === 'string') {
    const digits = v.replace(/[^\d-]/g, '');
    const n = Number(digits);
    return digits && Number.isFinite(n) ? n : 0;
  }
  return 0;
}

export function list(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(text).filter(Boolean);
  if (typeof v === 'string') {
    return v
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return [];
}

/** A whole number held within the field's bounds: a rating of 7 is 5 stars. */
function whole(v: unknown, min = -Infinity, max = Infinity): number {
  return Math.min(max, Math.max(min, Math.round(num(v))));
}

export const rating = (v: unknown): number => whole(v, 0, 5);

function value(f: FieldSpec, v: unknown, id: string): string | number | boolean | string[] {
  switch (f.type) {
    case 'number':
      return f.whole ? whole(v, f.min, f.max) : num(v);
    case 'list':
    case 'lines':
      return list(v);
    case 'yesno':
      return v === true;
  }
  // Older documents wrote a choice in capitals ('HP').
  const t = f.type === 'choice' ? text(v).toLowerCase() : f.untrimmed && typeof v === 'string' ? v : text(v);
  return t || f.orElse || (f.orId ? id : '');
}

/** A document's fields as the spec describes them; `id` only for a field that falls back to it. */
export function readFields<S extends CollectionSpec>(spec: S, data: Plain, id = ''): InferFields<S> {
  const out: Record<string, unknown> = {};
  for (const f of spec.fields) out[f.key ?? f.name] = value(f, data[f.name], id);
  return out as InferFields<S>;
}

type Undated = CollectionSpec & { createdAtField?: undefined };

/** The converter of a collection's documents: id and fields. */
export const reader =
  <S extends Undated>(spec: S) =>
  ({ id, data }: PlainDoc): InferRecord<S> =>
    ({ id, ...readFields(spec, data, id) }) as InferRecord<S>;

/** The converter of a one-document collection; a missing document reads as empty fields. */
export const singletonReader =
  <S extends Undated>(spec: S) =>
  (d: PlainDoc | null): InferFields<S> =>
    readFields(spec, d?.data ?? {});

/**
 * The converter of a collection whose documents hold the date the server set on
 * creation. The date reader comes from the spec module (lib/date-text's readDate),
 * so the date parser loads only with the collections that hold a date, not with
 * this module, which every page loads.
 */
export const datedReader =
  <S extends CollectionSpec & { createdAtField: string }>(spec: S, date: (v: unknown) => Date | null) =>
  ({ id, data }: PlainDoc): InferRecord<S> => {
    const field = spec.createdAtField;
    const v = data[field];
    return {
      id,
      ...readFields(spec, data, id),
      [field]: date(v),
      ...(spec.createdAtText && { [`${field}Text`]: typeof v === 'string' ? v.trim() : '' }),
    } as InferRecord<S>;
  };
