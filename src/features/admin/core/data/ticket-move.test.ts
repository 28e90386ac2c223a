import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPAIR_CODE_PATTERN } from '../../../../lib/repair-code';
import { MOVED_FIELDS, movedFrom, moveEntryId } from './ticket-move';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../../../../firestore.rules'), 'utf8');

/** A rules function's body: from its declaration to the next one. */
function functionBody(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  const next = rules.indexOf('function ', start + 1);
  return start < 0 ? '' : rules.slice(start, next < 0 ? undefined : next);
}

describe('the code move and firestore.rules agree', () => {
  it('moves exactly the ticket fields the rules know (repairFields())', () => {
    const list = /return \[([^\]]*)\]/.exec(functionBody('repairFields'))?.[1] ?? '';
    const listed = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect([...MOVED_FIELDS].sort()).toEqual(listed.sort());
  });

  it('tells a new code from an old one as the rules do', () => {
    const literal = /code\.matches\('([^']*)'\)/.exec(functionBody('isNewRepairCode'))?.[1];
    expect(literal).toBe(REPAIR_CODE_PATTERN.source);
  });

  it('names its entry as the rules compute it, and reads the old code back', () => {
    expect(functionBody('moveEntry')).toContain("'ganti-kode-' + from");
    expect(moveEntryId('OG-2406-A7K2')).toBe('ganti-kode-OG-2406-A7K2');
    expect(movedFrom(moveEntryId('ABC123'))).toBe('ABC123');
    expect(movedFrom('hapus-servisan-ABC123-awal')).toBeNull();
  });
});
