// The builders a collection outside the catalogue uses (tickets, requests,
// profiles, counters, history): apart from read.ts, which every public page loads.
import type { RecordSpec } from './field';
import type { Collections } from './index';

/**
 * A stored-collection spec (tickets, requests, profiles…), its names and kinds kept
 * as written; the collection must be named in the registry's Collections (by its
 * `<name>.view.ts`: see index.ts).
 */
export const records = <const S extends RecordSpec & { readonly collection: keyof Collections }>(
  spec: S,
): S => spec;

/**
 * A field naming another document by its id (a sale, a reward), as firestore.rules
 * hold such a name: text of 1–128 characters, absent until it is set.
 */
export const idOf = <const N extends string, const L extends string>(name: N, label: L) =>
  ({ name, label, type: 'text', minLength: 1, maxLength: 128, mayLack: true }) as const;

/** The most characters of each named text field: the forms' maxLength. */
export function limitsOf<const N extends string>(
  spec: { readonly fields: readonly { readonly name: string; readonly maxLength?: number }[] },
  names: readonly N[],
): Record<N, number> {
  const out = {} as Record<N, number>;
  for (const n of names) {
    const max = spec.fields.find((f) => f.name === n)?.maxLength;
    if (max === undefined) throw new Error(`${n}: no maxLength`);
    out[n] = max;
  }
  return out;
}
