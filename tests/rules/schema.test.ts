// The collection specs (src/firebase/specs: the records, the converters, the
// admin forms) and firestore.rules describe the same documents: the same fields,
// each of the same kind with the same limits. The spec holds each fact; this test
// fails when the rules drift from it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX } from '../../src/config/limits';
import { REGISTRY, collection, type CollectionSpec } from '../../src/firebase/specs';
import { pricelist } from '../../src/firebase/specs/pricelist';
import { balanced, flat, mismatches, quoted } from './spec-rules';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
const SPECS: readonly CollectionSpec[] = REGISTRY;
const CATALOGUE_SPECS = REGISTRY.filter((s) => s.group !== 'member');
const MEMBER_SPECS = REGISTRY.filter((s) => s.group === 'member');

describe('firestore.rules hold each collection to its spec', () => {
  it.each(SPECS.map((s): [string, CollectionSpec] => [s.collection, s]))('%s', (_name, spec) => {
    expect(mismatches(rules, spec)).toEqual([]);
  });
});

describe('the comparison notices', () => {
  it('a spec field the rules do not know', () => {
    const withField = collection({
      ...pricelist,
      fields: [...pricelist.fields, { name: 'garansi', label: 'Garansi', type: 'text', maxLength: 100 }],
    });
    expect(mismatches(rules, withField)).toEqual([
      'fields() lacks garansi',
      "garansi: no optionalText(d, 'garansi', 100)",
    ]);
  });

  it('a limit that differs, a field left in the rules, a kind that changed', () => {
    const drifted = rules
      .replace('text(d.brand, 1, 60)', 'text(d.brand, 1, 80)')
      .replace("fields(['brand',", "fields(['brand', 'lama',")
      .replace('number(d.stok, 0, 100000000000)', 'whole(d.stok, 0, 100000000000)');
    expect(mismatches(drifted, pricelist)).toEqual([
      'fields() allows lama, not in the spec',
      'brand: no text(d.brand, 1, 60)',
      'stok: no number(d.stok, 0, 100000000000)',
    ]);
  });

  it('a collection without a branch', () => {
    expect(mismatches(rules, { collection: 'baru', fields: [] })).toEqual(['no branch for baru']);
  });
});

describe('the collections firestore.rules treat as catalogue and member content', () => {
  const listIn = (fn: string) => quoted(flat(balanced(rules, `function ${fn}(collection) {`)));
  it('are the specs’', () => {
    expect(listIn('isShopContent').sort()).toEqual(CATALOGUE_SPECS.map((s) => s.collection).sort());
    expect(listIn('isMemberContent').sort()).toEqual(MEMBER_SPECS.map((s) => s.collection).sort());
  });
});

describe("the rules' numbers", () => {
  it('are bounded by AMOUNT_MAX, or by a bound of a spec (a percent discount)', () => {
    const specBounds = SPECS.flatMap((s) => s.fields).flatMap((f) => [f.max, f.maxWhen?.max]);
    const maxima = [...rules.matchAll(/(?:number|whole)\([^,]+, \d+, (\d+)\)/g)].map((m) => Number(m[1]));
    expect(maxima.length).toBeGreaterThan(10);
    expect(maxima.filter((max) => max !== AMOUNT_MAX && !specBounds.includes(max))).toEqual([]);
  });
});
