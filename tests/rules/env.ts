import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, writeBatch, type Firestore } from 'firebase/firestore';
import { baseline, identities, type Case } from './cases';

export const RULES = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

export async function rulesEnvironment(projectId: string, rules: string): Promise<RulesTestEnvironment> {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(
    ':',
  );
  return initializeTestEnvironment({ projectId, firestore: { rules, host, port: Number(port) } });
}

export async function resetToBaseline(env: RulesTestEnvironment) {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    // One batch: one request instead of one per document, before each of hundreds of cases.
    const batch = writeBatch(db);
    for (const [p, data] of Object.entries(baseline)) batch.set(doc(db, p), data);
    await batch.commit();
  });
}

export function dbFor(env: RulesTestEnvironment, who: Case[0]): Firestore {
  const ctx =
    who === 'anon'
      ? env.unauthenticatedContext()
      : env.authenticatedContext(identities[who].uid, identities[who].token);
  return ctx.firestore() as unknown as Firestore;
}

/** Runs one case; true when the outcome is the expected one. */
export async function outcomeMatches(
  env: RulesTestEnvironment,
  [who, , expected, act]: Case,
): Promise<boolean> {
  try {
    if (expected === 'allow') await assertSucceeds(act(dbFor(env, who)));
    else await assertFails(act(dbFor(env, who)));
    return true;
  } catch {
    return false;
  }
}
