import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cases } from './cases';
import { dbFor, resetToBaseline, RULES, rulesEnvironment } from './env';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('demo-onegadget-rules', RULES);
});
afterAll(() => env?.cleanup());
beforeEach(() => resetToBaseline(env));

describe('firestore.rules', () => {
  it('has at least 50 cases', () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)('%s %s → %s', async (who, _what, expected, act) => {
    const db = dbFor(env, who);
    if (expected === 'allow') await assertSucceeds(act(db));
    else await assertFails(act(db));
  });
});
