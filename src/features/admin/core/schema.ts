// The admin's catalogue over the collection registry (src/firebase/specs): each
// collection's spec and admin view, whose fields give the form, the CSV columns and
// the validation. firestore.rules holds every collection's documents to exactly the
// registry's fields and limits (tests/rules/registry.test.ts).
import { REGISTRY, type CollectionSchema, type FieldSpec } from '../../../firebase/specs';

export type { CollectionSchema, FieldSpec, FieldType } from '../../../firebase/specs';

/** What the public pages show: prices and stock ('katalog'), what the pages say ('konten'). */
export const CATALOGUE: readonly CollectionSchema[] = REGISTRY.filter((s) => s.group !== 'member');

/** Member content: only signed-in members read it (see firestore.rules). */
export const MEMBER_CONTENT: readonly CollectionSchema[] = REGISTRY.filter((s) => s.group === 'member');

/** A choice's stored value as the admin reads it: 'hp' → 'iPhone'. */
export function optionLabel(field: FieldSpec, value: string): string {
  return field.optionLabels?.[value] ?? value;
}

export function schemaOf(collection: string): CollectionSchema | undefined {
  return REGISTRY.find((s) => s.collection === collection);
}

/** Numbers that count things, not Rupiah: stock, a rating, a reward's price in points. */
const COUNTS = new Set(['stok', 'rating', 'poin']);

/**
 * What a number means: Rupiah for every number but a count (stok, poin) or a rating;
 * a field with `unitBy` (a coupon's discount) is Rupiah or a percent by what the
 * record (`doc`) holds, and neither without it.
 */
export function unitOf(field: FieldSpec, doc?: Record<string, unknown>): 'money' | 'percent' | null {
  if (field.type !== 'number') return null;
  const by = field.unitBy;
  if (by) return doc?.[by.field] === by.money ? 'money' : doc?.[by.field] === by.percent ? 'percent' : null;
  return COUNTS.has(field.name) ? null : 'money';
}

export const isMoney = (field: FieldSpec, doc?: Record<string, unknown>): boolean =>
  unitOf(field, doc) === 'money';

export function priceFields(schema: CollectionSchema): FieldSpec[] {
  return schema.fields.filter((f) => isMoney(f));
}
