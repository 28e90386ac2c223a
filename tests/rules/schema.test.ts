// The admin forms (src/features/admin/catalogue/schema.ts) and firestore.rules
// describe the same documents: the same fields, each with the same limits. One
// place holds each fact (the schema); this test fails when the rules drift from it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX } from '../../src/config/limits';
import {
  CATALOGUE,
  MEMBER_CONTENT,
  type CollectionSchema,
  type FieldSpec,
} from '../../src/features/admin/catalogue/schema';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The text from `start` up to the bracket that closes the one `start` ends with: ( or {. */
function balanced(text: string, start: string): string {
  const from = text.indexOf(start);
  if (from < 0) return '';
  const open = start[start.length - 1];
  const close = open === '(' ? ')' : '}';
  let depth = 0;
  for (let i = from + start.length - 1; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return text.slice(from, i + 1);
  }
  return '';
}

/** A collection's branch in validCatalogue / validMemberContent: `collection == 'x' ? ( … )`. */
const branch = (collection: string) => balanced(rules, `collection == '${collection}' ? (`);

const quoted = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]);

/** What the rules must say about one field of the form. */
function expectedCheck(field: FieldSpec): string {
  const n = field.name;
  switch (field.type) {
    case 'text':
    case 'longtext':
    case 'image':
      return field.required
        ? `text(d.${n}, 1, ${field.maxLength})`
        : `optionalText(d, '${n}', ${field.maxLength})`;
    case 'number':
      return `${field.whole ? 'whole' : 'number'}(d.${n}, ${field.min}, ${field.max})`;
    case 'choice':
      return `d.${n} in [${(field.options ?? []).map((o) => `'${o}'`).join(', ')}]`;
    case 'list':
    case 'lines':
      return `optionalList(d, '${n}', ${field.maxLength})`;
    case 'yesno':
      return `optionalBool(d, '${n}')`;
  }
}

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe.each([...CATALOGUE, ...MEMBER_CONTENT].map((s): [string, CollectionSchema] => [s.collection, s]))(
  'firestore.rules hold %s to its form',
  (collection, schema) => {
    const body = flat(branch(collection));

    it('has a branch for it', () => expect(body).not.toBe(''));

    it("allows exactly the form's fields (and the date the server sets)", () => {
      const list = /fields\(\[([^\]]*)\]\)/.exec(body)?.[1] ?? '';
      const known = schema.fields.map((f) => f.name);
      if (schema.createdAtField) known.push(schema.createdAtField);
      expect(quoted(list).sort()).toEqual(known.sort());
    });

    it.each(schema.fields.map((f): [string, FieldSpec] => [f.name, f]))(
      "checks %s with the form's limits",
      (_name, field) => {
        expect(body).toContain(expectedCheck(field));
        const when = field.maxWhen;
        if (when)
          expect(body).toContain(
            `(d.${when.field} != '${when.equals}' || number(d.${field.name}, ${field.min}, ${when.max}))`,
          );
      },
    );

    it('holds its server-set date to a time', () => {
      const f = schema.createdAtField;
      if (!f) return;
      expect(
        body.includes(`optionalTime(d, '${f}')`) ||
          rules.includes(`request.resource.data.${f} == request.time`),
      ).toBe(true);
    });
  },
);

describe('the collections firestore.rules treat as catalogue and member content', () => {
  const listIn = (fn: string) => quoted(flat(balanced(rules, `function ${fn}(collection) {`)));
  it('are the schema’s', () => {
    expect(listIn('isShopContent').sort()).toEqual(CATALOGUE.map((s) => s.collection).sort());
    expect(listIn('isMemberContent').sort()).toEqual(MEMBER_CONTENT.map((s) => s.collection).sort());
  });
});

describe("the rules' numbers", () => {
  it('are bounded by AMOUNT_MAX, or by a bound of the form (a percent discount)', () => {
    const formBounds = [...CATALOGUE, ...MEMBER_CONTENT]
      .flatMap((s) => s.fields)
      .flatMap((f) => [f.max, f.maxWhen?.max]);
    const maxima = [...rules.matchAll(/(?:number|whole)\([^,]+, \d+, (\d+)\)/g)].map((m) => Number(m[1]));
    expect(maxima.length).toBeGreaterThan(10);
    expect(maxima.filter((max) => max !== AMOUNT_MAX && !formBounds.includes(max))).toEqual([]);
  });
});
