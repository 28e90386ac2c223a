import { describe, expect, it } from 'vitest';
import { REPAIR_CODE_MESSAGES as M, validateRepairCode } from './repair-code';

describe('validateRepairCode: good codes', () => {
  it.each([
    ['OG-2406-A7K2', 'OG-2406-A7K2'],
    ['abc123', 'ABC123'],
    ['  og-2406-a7k2 \n', 'OG-2406-A7K2'],
    ['A1B', 'A1B'],
    ['X'.repeat(32), 'X'.repeat(32)],
  ])('%j → %j', (input, code) => expect(validateRepairCode(input)).toEqual({ ok: true, code }));
});

describe('validateRepairCode: bad codes get a clear Indonesian message', () => {
  it.each([
    ['', M.empty],
    ['    ', M.empty],
    ['/', M.alphabet],
    ['..', M.alphabet],
    ['../kontak/aktif', M.alphabet],
    ['ABC/123', M.alphabet],
    ['ABC 123', M.spaces],
    ['AB\tC', M.spaces],
    ['ABC📱', M.alphabet],
    ['<b>ABC</b>', M.alphabet],
    ['<script>alert(1)</script>', M.alphabet],
    ['ÄBC', M.alphabet],
    ['ABC_123', M.alphabet],
    ['__ABC__', M.alphabet],
    ['A'.repeat(33), M.tooLong],
    ['A'.repeat(300), M.tooLong],
    ['-ABC', M.edges],
    ['ABC-', M.edges],
    ['---', M.edges],
    ['AB', M.tooShort],
  ])('%j → %j', (input, message) => expect(validateRepairCode(input)).toEqual({ ok: false, message }));

  it('every message is Indonesian text about the kode servisan', () => {
    for (const m of Object.values(M)) expect(m).toMatch(/kode servisan/i);
  });
});
