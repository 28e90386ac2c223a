// What firestore.rules must say for a collection spec (src/firebase/specs): its
// branch in validCatalogue / validMemberContent allows exactly the spec's fields
// and checks each with the spec's kind and limits. The rules are written by hand;
// this reads them as text, the way a reviewer would compare the two.
import type { CollectionSpec, FieldSpec } from '../../src/firebase/specs';

/** The text from `start` up to the bracket that closes the one `start` ends with: ( or {. */
export function balanced(text: string, start: string): string {
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

export const flat = (s: string) => s.replace(/\s+/g, ' ');
export const quoted = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]);

/** What the rules must say about one field of the spec. */
export function expectedCheck(field: FieldSpec): string {
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

/** Where the rules and the spec disagree, one sentence each; [] when they agree. */
export function mismatches(rules: string, spec: CollectionSpec): string[] {
  const body = flat(balanced(rules, `collection == '${spec.collection}' ? (`));
  if (!body) return [`no branch for ${spec.collection}`];
  const out: string[] = [];
  const known = spec.fields.map((f) => f.name);
  if (spec.createdAtField) known.push(spec.createdAtField);

  const allowed = quoted(/fields\(\[([^\]]*)\]\)/.exec(body)?.[1] ?? '');
  for (const name of known) if (!allowed.includes(name)) out.push(`fields() lacks ${name}`);
  for (const name of allowed) if (!known.includes(name)) out.push(`fields() allows ${name}, not in the spec`);

  for (const field of spec.fields) {
    const check = expectedCheck(field);
    if (!body.includes(check)) out.push(`${field.name}: no ${check}`);
    const when = field.maxWhen;
    const bound =
      when && `(d.${when.field} != '${when.equals}' || number(d.${field.name}, ${field.min}, ${when.max}))`;
    if (bound && !body.includes(bound)) out.push(`${field.name}: no ${bound}`);
  }
  // A check on a field the spec does not have: a renamed or dropped field left behind.
  const checked = [...body.matchAll(/\bd\.(\w+)|\(d, '(\w+)'/g)].map((m) => m[1] ?? m[2]);
  for (const name of new Set(checked)) if (!known.includes(name)) out.push(`checks ${name}, not in the spec`);

  const f = spec.createdAtField;
  if (
    f &&
    !body.includes(`optionalTime(d, '${f}')`) &&
    !rules.includes(`request.resource.data.${f} == request.time`)
  )
    out.push(`${f}: not held to a time`);
  return out;
}
