// What firestore.rules must say for a registry entry (src/firebase/specs): a
// catalogue collection's branch in validCatalogue / validMemberContent allows
// exactly the spec's fields and checks each with the spec's kind and limits, and a
// stored collection's block (recordMismatches) the same. The rules are written by
// hand; this reads them as text, the way a reviewer would compare the two.
import type { CollectionSpec, FieldSpec, RecordSpec, StoredField } from '../../src/firebase/specs';

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
    const marks = field.placeholders && `repairMarks(d, '${field.name}')`;
    if (marks && !body.includes(marks)) out.push(`${field.name}: no ${marks}`);
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

// ── Collections outside the catalogue (src/firebase/specs RECORDS): their rules are
//    written per collection, in several styles (d.nama, request.resource.data.nama,
//    d.get('whatsapp', '')), so each field's checks are found wherever the block
//    holds them, and each must carry the registry's kind and limits.

/** A function's body in the rules, `function name(…) { … }`; '' when there is none. */
export function functionBody(rules: string, name: string): string {
  const at = rules.indexOf(`function ${name}(`);
  if (at < 0) return '';
  const open = rules.indexOf('{', at);
  return balanced(rules.slice(at), rules.slice(at, open + 1));
}

/** What the rules say about one stored collection: its block, and a block per field of rows or entries. */
export interface RecordRules {
  block: string;
  of?: Record<string, string>;
}

/** A reference to a field: d.nama, request.resource.data.nama, d.item[key].name, data.get('nama', ''). */
const ref = (n: string) => `(?:[\\w.\\[\\]]*\\b${n}|[\\w.]+\\.get\\('${n}', [^)]*\\))`;
const all = (text: string, re: string) => [...text.matchAll(new RegExp(re, 'g'))];
const unquote = (list: string) => quoted(list).sort();
/** The text of a rules string literal: a backslash escapes the next character. */
const literal = (s: string) => s.replace(/\\(.)/g, '$1');

function fieldMismatches(field: StoredField, block: string, sub: string | undefined): string[] {
  const n = field.name;
  const r = ref(n);
  const out: string[] = [];
  const here = sub ?? block;
  switch (field.type) {
    case 'text':
    case 'longtext':
    case 'image': {
      const found = [
        ...all(here, `\\btext\\(${r}, (\\d+), (\\d+)\\)`).map((m) => [Number(m[1]), Number(m[2])]),
        ...all(here, `optionalText\\(d, '${n}', (\\d+)\\)`).map((m) => [0, Number(m[1])]),
        ...all(here, `${r}\\.matches\\('\\(\\?s\\)\\.\\{(\\d+),(\\d+)\\}'\\)`).map((m) => [
          Number(m[1]),
          Number(m[2]),
        ]),
      ];
      if (!found.length) out.push(`${n}: no text check`);
      for (const [, max] of found)
        if (max !== field.maxLength)
          out.push(`${n}: rules allow ${max} characters, the registry ${field.maxLength}`);
      const min = field.minLength ?? (field.required ? 1 : 0);
      if (found.length && !found.some(([least]) => least === min)) out.push(`${n}: no minimum of ${min}`);
      break;
    }
    case 'number': {
      const found = [
        ...all(here, `\\b(?:number|whole)\\(${r}, (\\d+), (\\d+)\\)`),
        ...all(here, `${r} >= (\\d+) && ${r} <= (\\d+)`),
      ].map((m) => `${m[1]}–${m[2]}`);
      if (field.max === undefined) {
        if (!new RegExp(`\\.${n}\\b`).test(here)) out.push(`${n}: not in the rules`);
      } else {
        if (!found.length) out.push(`${n}: no number check`);
        for (const range of found)
          if (range !== `${field.min}–${field.max}`)
            out.push(`${n}: rules allow ${range}, the registry ${field.min}–${field.max}`);
      }
      break;
    }
    case 'choice':
    case 'map': {
      if (field.options) {
        const lists = [
          ...all(here, `${r} in \\[([^\\]]*)\\]`).map((m) => unquote(m[1]!)),
          // One allowed value is written as an equality.
          ...(field.options.length === 1 ? all(here, `${r} == '([^']*)'`).map((m) => [m[1]!]) : []),
        ];
        const want = [...field.options].sort();
        if (!lists.length) out.push(`${n}: no check of its values`);
        for (const l of lists)
          if (l.join() !== want.join())
            out.push(`${n}: rules take ${l.join(', ')}, the registry ${want.join(', ')}`);
      }
      if (field.type === 'map' && !new RegExp(`\\.${n}\\b`).test(block)) out.push(`${n}: not in the rules`);
      break;
    }
    case 'time':
      if (!new RegExp(`${r} (?:== request\\.time|is timestamp)`).test(here))
        out.push(`${n}: not held to a time`);
      break;
    case 'date': {
      const m = new RegExp(`${r} is timestamp \\|\\| text\\(${r}, 0, (\\d+)\\)`).exec(here);
      if (Number(m?.[1]) !== field.maxLength) out.push(`${n}: not a date or a text of ${field.maxLength}`);
      break;
    }
    case 'signer':
      if (!new RegExp(`${r} == request\\.auth\\.(?:uid|token\\.email)`).test(here))
        out.push(`${n}: not the signer's`);
      break;
    case 'rows': {
      // Rules have no loops: a check per row, none left unchecked.
      const max = Number(/\bn <= (\d+)/.exec(here)?.[1]);
      if (max !== field.maxItems) out.push(`${n}: rules take ${max} rows, the registry ${field.maxItems}`);
      const rows = all(here, `\\(n < (\\d+) \\|\\| \\w+\\(l\\[(\\d+)\\]\\)\\)`).map((m) => `${m[1]}:${m[2]}`);
      const want = Array.from({ length: field.maxItems ?? 0 }, (_, i) => `${i + 1}:${i}`);
      if (rows.join() !== want.join()) out.push(`${n}: not every row is checked`);
      break;
    }
    case 'log': {
      const max = field.maxItems;
      if (Number(/\bh\.size\(\) <= (\d+)/.exec(here)?.[1]) !== max)
        out.push(`${n}: rules keep another number of lines`);
      // A full log drops its oldest line as it takes a new one.
      if (
        !flat(here).includes(
          `old.size() == ${max} && h.size() == ${max} && h[0:${max! - 1}] == old[1:${max}]`,
        )
      )
        out.push(`${n}: a full log does not drop its oldest line at ${max}`);
      break;
    }
    case 'list':
    case 'lines':
    case 'yesno':
      break;
  }
  if (field.maxItems !== undefined && (field.type === 'list' || field.type === 'map')) {
    const sizes = all(block + (sub ?? ''), `${r}\\.size\\(\\) <= (\\d+)`).map((m) => Number(m[1]));
    if (!sizes.length || sizes.some((s) => s !== field.maxItems))
      out.push(
        `${n}: rules take ${sizes.join(', ') || 'any number of'} entries, the registry ${field.maxItems}`,
      );
  }
  if (field.keyMaxLength !== undefined) {
    const keys = all(here + block, `(?:${r}|\\bkey)\\.matches\\('[^']*\\{1,(\\d+)\\}'\\)`).map((m) =>
      Number(m[1]),
    );
    if (!keys.includes(field.keyMaxLength))
      out.push(`${n}: no key of at most ${field.keyMaxLength} characters`);
  }
  if (field.pattern) {
    const found = all(here, `${r}\\.matches\\('((?:[^'\\\\]|\\\\.)*)'\\)`).map((m) => literal(m[1]!));
    if (!found.includes(field.pattern.source)) out.push(`${n}: not matched against ${field.pattern.source}`);
  }
  if (field.mayLack && !block.includes(`!('${n}' in d)`)) out.push(`${n}: not checked only when present`);
  return out;
}

/** The key lists a block allows: hasOnly([...]), hasAll([...]), fields([...]) and repairFields()'s list. */
function keyLists(block: string): { lists: string[][]; updates: string[][] } {
  const clean = (l: string) => unquote(l).filter((k) => k !== '_riwayat');
  const f = flat(block);
  return {
    lists: all(
      f,
      `(?:hasOnly|hasAll|fields)\\(\\[([^\\]]*)\\]|repairFields\\(\\) \\{ return \\[([^\\]]*)\\]`,
    ).map((m) => clean(m[1] ?? m[2]!)),
    // A list of names only: hasOnly([key]) names a map's one changed key.
    updates: all(f, `affectedKeys\\(\\)\\.hasOnly\\(\\[('[^\\]]*)\\]`).map((m) => clean(m[1]!)),
  };
}

/** Where the rules and a stored collection's registry entry disagree, one sentence each. */
export function recordMismatches(
  where: RecordRules,
  spec: RecordSpec | { fields: readonly StoredField[] },
  rows = false,
): string[] {
  if (!where.block) return ['no rules block'];
  const out: string[] = [];
  const names = spec.fields.map((f) => f.name).sort();
  const { lists, updates } = keyLists(where.block);
  // A row checked without a key list (each call counts against the rules' limit): its size, each field read.
  if (rows && !lists.length) {
    if (!new RegExp(`\\b\\w+\\.size\\(\\) == ${names.length}\\b`).test(where.block))
      out.push(`rows are not of ${names.length} fields`);
    for (const field of spec.fields) out.push(...fieldMismatches(field, where.block, undefined));
    return out;
  }
  const union = [...new Set(lists.flat().concat(updates.flat()))].sort();
  for (const n of names) if (!union.includes(n)) out.push(`no key list allows ${n}`);
  for (const n of union) if (!names.includes(n)) out.push(`the rules allow ${n}, not in the registry`);
  const created = spec.fields
    .filter((f) => !('later' in f && f.later))
    .map((f) => f.name)
    .sort();
  if (!lists.some((l) => l.join() === created.join()))
    out.push(`no create takes exactly ${created.join(', ')}`);
  // An admin's update changes what is neither written once nor its sender's to resend;
  // a resend (a lead's corrected answers) exactly the fields marked so.
  const resent = spec.fields
    .filter((f) => 'resend' in f && f.resend)
    .map((f) => f.name)
    .sort();
  const changeable = spec.fields
    .filter((f) => !('once' in f && f.once) && !('resend' in f && f.resend))
    .map((f) => f.name)
    .sort();
  for (const u of updates)
    if (u.join() !== changeable.join() && !(resent.length && u.join() === resent.join()))
      out.push(`an update may change ${u.join(', ')}, the registry ${changeable.join(', ')}`);
  if (resent.length && !updates.some((u) => u.join() === resent.join()))
    out.push(`no resend changes exactly ${resent.join(', ')}`);
  for (const field of spec.fields) {
    const sub = where.of?.[field.name];
    out.push(...fieldMismatches(field, where.block, sub));
    if (field.of && sub !== undefined)
      out.push(
        ...recordMismatches({ block: sub }, { fields: field.of }, true).map((m) => `${field.name}: ${m}`),
      );
  }
  return out;
}
