// Proof that the rules suite has teeth: against rules that allow everything,
// every 'deny' case must notice. If this fails, the cases stopped testing.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from './cases';
import { outcomeMatches, resetToBaseline, rulesEnvironment } from './env';

const ALLOW_ALL = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} { allow read, write: if true; }
  }
}`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment('demo-onegadget-teeth', ALLOW_ALL);
});
afterAll(() => env?.cleanup());

describe('the rules suite against allow-all rules', () => {
  // Every case starts from the baseline again: allow a couple of seconds each, on a busy machine.
  it('fails most cases, and every deny case', { timeout: cases.length * 2_000 }, async () => {
    const passedWrongly: string[] = [];
    let failed = 0;
    for (const c of cases) {
      await resetToBaseline(env);
      const ok = await outcomeMatches(env, c);
      if (!ok) failed++;
      else if (c[2] === 'deny') passedWrongly.push(`${c[0]} ${c[1]}`);
    }
    expect(passedWrongly).toEqual([]);
    expect(failed).toBeGreaterThan(cases.length / 2);
  });
});
