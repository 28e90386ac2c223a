// The builders a collection outside the catalogue uses (tickets, requests,
// profiles, counters, history): apart from read.ts, which every public page loads.
import type { RecordSpec } from './field';

/** A stored-collection spec (tickets, requests, profiles…), its names and kinds kept as written. */
export const records = <const S extends RecordSpec>(spec: S): S => spec;

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
