// What a bulk write would do, before anything is written: the rows it adds and
// changes (each checked by the schema as a whole record, as the rules will),
// the rows it leaves as they are, and the rows it refuses with a reason. Pure.
import type { PlainDoc } from '../../../firebase/plain';
import type { CollectionSchema } from '../core/schema';
import { validateRecord, type RecordCheck, type Row, type Value } from '../core/validate';

export interface PlannedRow {
  /** Empty for a new row until ids are given out just before writing. */
  id: string;
  /** What the document is now (null: a new one). */
  before: PlainDoc['data'] | null;
  /** Every schema field, as it will be written. */
  data: Row;
  /** The fields that differ from `before` (all of them for a new row). */
  fields: string[];
  /** Where the row came from, for people: 'Baris 4' or the item's name. */
  label: string;
}

export interface RefusedRow {
  label: string;
  reason: string;
}

export interface Plan {
  added: PlannedRow[];
  changed: PlannedRow[];
  unchanged: number;
  invalid: RefusedRow[];
}

export const emptyPlan = (): Plan => ({ added: [], changed: [], unchanged: 0, invalid: [] });

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) || Array.isArray(b)
    ? JSON.stringify(a ?? []) === JSON.stringify(b ?? [])
    : (a ?? '') === (b ?? '');

/** The schema fields whose value would change. */
export function changedFields(
  schema: CollectionSchema,
  before: PlainDoc['data'] | null,
  data: Row,
): string[] {
  return schema.fields.map((f) => f.name).filter((name) => !before || !same(before[name], data[name]));
}

/** 'Harga Baru: Harus berupa angka…' for each refused field, in the schema's order. */
export function refusalText(schema: CollectionSchema, errors: Record<string, string>): string {
  return schema.fields
    .filter((f) => errors[f.name])
    .map((f) => `${f.label}: ${errors[f.name]}`)
    .join(' ');
}

/**
 * One row's outcome: `input` over `before` (fields the input leaves out keep their
 * value), checked as a whole record, then by the collection's own check if it has one.
 */
export function planRow(
  plan: Plan,
  schema: CollectionSchema,
  row: {
    id: string;
    before: PlainDoc['data'] | null;
    input: Record<string, Value | undefined>;
    label: string;
  },
  check?: RecordCheck,
): void {
  const merged = { ...(row.before as Record<string, Value> | null), ...row.input };
  const checked = validateRecord(schema, merged);
  const errors = !checked.ok ? checked.errors : check ? check(checked.data, row) : {};
  if (!checked.ok || Object.keys(errors).length) {
    plan.invalid.push({ label: row.label, reason: refusalText(schema, errors) });
    return;
  }
  const fields = changedFields(schema, row.before, checked.data);
  if (fields.length === 0) plan.unchanged += 1;
  else (row.before ? plan.changed : plan.added).push({ ...row, data: checked.data, fields });
}

/** Rows to write, in order: new ones first, then changes. */
export const writable = (plan: Plan): PlannedRow[] => [...plan.added, ...plan.changed];
