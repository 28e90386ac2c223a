import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX,
  HISTORY_BATCH_DOCS,
  PHONE_PATTERN,
  PROFILE_LIMITS,
  PROMO_REQUEST_LIMITS,
  REPAIR_HISTORY_MAX,
  REPAIR_ITEMS_MAX,
  REPAIR_LINE_MAX,
  REPAIR_TICKET_LIMITS,
} from '../../src/config/limits';
import {
  REPAIR_CODE_ALPHABET,
  REPAIR_CODE_PREFIX,
  REPAIR_CODE_RANDOM_LENGTH,
} from '../../src/lib/repair-code';
import { REPAIR_FLOW } from '../../src/lib/repair-status';
import { TAP_KINDS, TAP_LIMITS } from '../../src/lib/chat-taps';
import { TAP_ITEM_COLLECTIONS } from '../../src/firebase/specs/tap-items';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

function ruleMax(from: string, to: string, field: string): number | undefined {
  const start = rules.indexOf(from);
  const body = rules.slice(start, rules.indexOf(to, start + from.length));
  const m = new RegExp(
    `text\\(request\\.resource\\.data\\.(?:get\\('${field}', ''\\)|${field}), \\d+, (\\d+)\\)`,
  ).exec(body);
  return m ? Number(m[1]) : undefined;
}

describe('form limits match firestore.rules', () => {
  it.each(Object.entries(PROMO_REQUEST_LIMITS))('promo_request.%s ≤ %i', (field, max) => {
    expect(ruleMax('match /promo_request/', 'allow read', field)).toBe(max);
  });
  it.each(Object.entries(PROFILE_LIMITS))('users.%s ≤ %i', (field, max) => {
    expect(ruleMax('allow update: if isOwner(uid)', 'allow update, delete', field)).toBe(max);
  });
});

/** A rules function's body: from its declaration to the next one. */
function functionBody(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  const next = rules.indexOf('function ', start + 1);
  return start < 0 ? '' : rules.slice(start, next < 0 ? undefined : next);
}

/** The text of a rules string literal: a backslash escapes the next character. */
const matchesLiteral = (body: string, subject: string) =>
  new RegExp(`${subject.replace(/\./g, '\\.')}\\.matches\\('((?:[^'\\\\]|\\\\.)*)'\\)`)
    .exec(body)?.[1]
    ?.replace(/\\(.)/g, '$1');

describe('the repair ticket form and firestore.rules agree', () => {
  // text(d.nama, 1, 100) or optionalText(d, 'keluhan', 1000): the last number is the limit.
  const fieldMax = (body: string, field: string) => {
    const m =
      new RegExp(`text\\(d\\.${field}, \\d+, (\\d+)\\)`).exec(body) ??
      new RegExp(`optionalText\\(d, '${field}', (\\d+)\\)`).exec(body);
    return m ? Number(m[1]) : undefined;
  };
  it.each(Object.entries(REPAIR_TICKET_LIMITS))('servisan.%s ≤ %i', (field, max) => {
    const body = functionBody(field === 'whatsapp' ? 'validRepairContact' : 'validRepair');
    expect(fieldMax(body, field)).toBe(max);
  });
  it('a ticket holds at most REPAIR_ITEMS_MAX items and REPAIR_HISTORY_MAX history lines', () => {
    // Rules have no loops: one repairItem call per row, none left unchecked.
    const items = functionBody('repairItems');
    expect(Number(/n <= (\d+)/.exec(items)?.[1])).toBe(REPAIR_ITEMS_MAX);
    const rows = [...items.matchAll(/\(n < (\d+) \|\| repairItem\(l\[(\d+)\]\)\)/g)];
    expect(rows.map((m) => [Number(m[1]), Number(m[2])])).toEqual(
      Array.from({ length: REPAIR_ITEMS_MAX }, (_, i) => [i + 1, i]),
    );
    const item = functionBody('repairItem');
    expect(item).toContain(`r.nama.matches('(?s).{1,${REPAIR_LINE_MAX}}')`);
    expect(item).toContain(`r.harga <= ${AMOUNT_MAX}`);
    const history = functionBody('repairHistory').replace(/\s+/g, ' ');
    const max = REPAIR_HISTORY_MAX;
    expect(Number(/h\.size\(\) <= (\d+)/.exec(history)?.[1])).toBe(max);
    // A full history drops its oldest line as it takes a new one.
    expect(history).toContain(
      `old.size() == ${max} && h.size() == ${max} && h[0:${max - 1}] == old[1:${max}]`,
    );
  });
  it('a history line holds at most REPAIR_LINE_MAX characters', () => {
    expect(functionBody('repairLine')).toContain(`text(line.keterangan, 1, ${REPAIR_LINE_MAX})`);
  });
  it('a new ticket takes a code of the generator, entered with the first status of the flow', () => {
    const body = rules.slice(rules.indexOf('match /servisan/{code}'));
    expect(matchesLiteral(body, 'code')).toBe(
      `^${REPAIR_CODE_PREFIX}[${REPAIR_CODE_ALPHABET}]{${REPAIR_CODE_RANDOM_LENGTH}}$`,
    );
    expect(/request\.resource\.data\.status == '([^']*)'/.exec(body)?.[1]).toBe(REPAIR_FLOW[0]);
  });
});

describe('the forms and firestore.rules take the same WhatsApp numbers', () => {
  it('promo_request.whatsapp matches the form pattern', () => {
    const start = rules.indexOf('match /promo_request/');
    const body = rules.slice(start, rules.indexOf('allow read', start));
    expect(matchesLiteral(body, 'request.resource.data.whatsapp')).toBe(PHONE_PATTERN.source);
  });
  it("servisan_private.whatsapp is '' or matches the form pattern", () => {
    expect(matchesLiteral(functionBody('validRepairContact'), 'd.whatsapp')).toBe(PHONE_PATTERN.source);
  });
});

describe('admin batches and firestore.rules agree on their size', () => {
  it('a history entry lists at most HISTORY_BATCH_DOCS documents', () => {
    const body = rules.slice(rules.indexOf('function historyItems'));
    expect(Number(/d\.docIds\.size\(\) <= (\d+)/.exec(body)?.[1])).toBe(HISTORY_BATCH_DOCS);
  });
});

describe('chat taps: the page and firestore.rules agree', () => {
  const counts = functionBody('countsOneTap');
  const item = functionBody('tapItem');
  it('on the kinds', () => {
    expect(quotedList(/t\.kind in \[([^\]]*)\]/.exec(counts)?.[1])).toEqual([...TAP_KINDS]);
  });
  it('on the sources: short ids, at most TAP_LIMITS.sources a day', () => {
    expect(matchesLiteral(counts, 't.source')).toBe(`[a-z0-9-]{1,${TAP_LIMITS.sourceId}}`);
    expect(Number(/d\.source\.size\(\) <= (\d+)/.exec(counts)?.[1])).toBe(TAP_LIMITS.sources);
  });
  it('on the items: their collections, ids, names, at most TAP_LIMITS.items a day', () => {
    expect(matchesLiteral(item, 'key')).toBe(
      `(${TAP_ITEM_COLLECTIONS.join('|')}):[A-Za-z0-9_-]{1,${TAP_LIMITS.itemId}}`,
    );
    expect(/text\(d\.item\[key\]\.name, 1, (\d+)\)/.exec(item)?.[1]).toBe(String(TAP_LIMITS.itemName));
    expect(Number(/d\.item\.size\(\) <= (\d+)/.exec(item)?.[1])).toBe(TAP_LIMITS.items);
  });
});

/** "'a', 'b'" → ['a', 'b'] */
function quotedList(list = ''): string[] {
  return [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}
