import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_BATCH_DOCS,
  PHONE_PATTERN,
  PROFILE_LIMITS,
  PROMO_REQUEST_LIMITS,
} from '../../src/config/limits';

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

describe('the promo form and firestore.rules take the same WhatsApp numbers', () => {
  it('promo_request.whatsapp matches the form pattern', () => {
    const start = rules.indexOf('match /promo_request/');
    const body = rules.slice(start, rules.indexOf('allow read', start));
    // A rules string literal: a backslash escapes the next character.
    const literal = /request\.resource\.data\.whatsapp\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(body)?.[1];
    expect(literal?.replace(/\\(.)/g, '$1')).toBe(PHONE_PATTERN.source);
  });
});

describe('admin batches and firestore.rules agree on their size', () => {
  it('a history entry lists at most HISTORY_BATCH_DOCS documents', () => {
    const body = rules.slice(rules.indexOf('function historyItems'));
    expect(Number(/d\.docIds\.size\(\) <= (\d+)/.exec(body)?.[1])).toBe(HISTORY_BATCH_DOCS);
  });
});
