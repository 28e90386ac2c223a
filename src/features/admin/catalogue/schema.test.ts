import { describe, expect, it } from 'vitest';
import { CATALOGUE_SPECS, MEMBER_SPECS } from '../../../firebase/specs';
import { CATALOGUE, MEMBER_CONTENT, schemaOf } from './schema';

describe('the admin shows every collection spec', () => {
  it('each with its spec’s fields, in the spec’s order', () => {
    expect(CATALOGUE.map((s) => s.collection)).toEqual(CATALOGUE_SPECS.map((s) => s.collection));
    expect(MEMBER_CONTENT.map((s) => s.collection)).toEqual(MEMBER_SPECS.map((s) => s.collection));
    for (const spec of [...CATALOGUE_SPECS, ...MEMBER_SPECS])
      expect(schemaOf(spec.collection)?.fields).toBe(spec.fields);
  });

  it('its columns and search name fields of the form', () => {
    for (const s of [...CATALOGUE, ...MEMBER_CONTENT]) {
      const names = s.fields.map((f) => f.name);
      expect([...s.columns, ...s.search].filter((c) => !names.includes(c))).toEqual([]);
    }
  });
});
