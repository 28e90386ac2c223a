// What firestore.rules say about a new ticket beside the registry's fields (those
// are registry.test.ts's): its code is one the generator makes, and it enters the
// flow at its first status.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REPAIR_CODE_ALPHABET,
  REPAIR_CODE_PREFIX,
  REPAIR_CODE_RANDOM_LENGTH,
} from '../../src/lib/repair-code';
import { REPAIR_FLOW } from '../../src/lib/repair-status';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The text of a rules string literal: a backslash escapes the next character. */
const matchesLiteral = (body: string, subject: string) =>
  new RegExp(`${subject.replace(/\./g, '\\.')}\\.matches\\('((?:[^'\\\\]|\\\\.)*)'\\)`)
    .exec(body)?.[1]
    ?.replace(/\\(.)/g, '$1');

describe('a new repair ticket', () => {
  it('takes a code of the generator, entered with the first status of the flow', () => {
    const body = rules.slice(rules.indexOf('match /servisan/{code}'));
    expect(matchesLiteral(body, 'code')).toBe(
      `^${REPAIR_CODE_PREFIX}[${REPAIR_CODE_ALPHABET}]{${REPAIR_CODE_RANDOM_LENGTH}}$`,
    );
    expect(/request\.resource\.data\.status == '([^']*)'/.exec(body)?.[1]).toBe(REPAIR_FLOW[0]);
  });
});
