import { describe, expect, it } from 'vitest';
import { newRepairCode } from '../../lib/new-repair-code';
import { REPAIR_CODE_ALPHABET, REPAIR_CODE_PREFIX, REPAIR_CODE_RANDOM_LENGTH } from '../../lib/repair-code';
import {
  REPAIR_CODE_EXAMPLE,
  REPAIR_CODE_MESSAGES as M,
  foundRepairChatText,
  repairChatText,
  validateRepairCode,
} from './repair-code';

describe('validateRepairCode: codes are trimmed and upper-cased', () => {
  it.each([
    ['OG-2406-A7K2', 'OG-2406-A7K2'],
    ['abc123', 'ABC123'],
    ['  og-2406-a7k2 \n', 'OG-2406-A7K2'],
    ['A1B', 'A1B'],
    ['X'.repeat(100), 'X'.repeat(100)],
  ])('%j → %j', (input, code) => expect(validateRepairCode(input)).toEqual({ ok: true, code }));
});

describe("validateRepairCode: the shop's legacy codes with other characters are looked up", () => {
  it.each([
    ['og_123', 'OG_123'],
    ['SRV 0042', 'SRV 0042'],
    ['#12.5', '#12.5'],
    ['AB', 'AB'],
    ['7', '7'],
    ['-ABC-', '-ABC-'],
    ['servis.2024', 'SERVIS.2024'],
    ['ÄBC', 'ÄBC'],
    ['__ABC', '__ABC'],
    ['...', '...'],
  ])('%j → %j', (input, code) => expect(validateRepairCode(input)).toEqual({ ok: true, code }));
});

describe('validateRepairCode: what cannot be a document id gets a clear Indonesian message', () => {
  it.each([
    ['', M.empty],
    ['    ', M.empty],
    ['/', M.slash],
    ['ABC/123', M.slash],
    ['../kontak/aktif', M.slash],
    ['.', M.reserved],
    ['..', M.reserved],
    [' .. ', M.reserved],
    ['__ABC__', M.reserved],
    ['__name__', M.reserved],
    ['____', M.reserved],
    ['A'.repeat(101), M.tooLong],
    ['A'.repeat(300), M.tooLong],
  ])('%j → %j', (input, message) => expect(validateRepairCode(input)).toEqual({ ok: false, message }));

  it('every message is Indonesian text about the kode servisan', () => {
    for (const m of Object.values(M)) expect(m).toMatch(/kode servisan/i);
  });
});

describe('repairChatText', () => {
  it('names the code, upper-cased, in the message to the shop', () => {
    expect(repairChatText(' og-2406-a7k2 ')).toBe(
      'Halo ONE GADGET, saya ingin menanyakan status servisan dengan kode OG-2406-A7K2.',
    );
    expect(repairChatText('')).toBe('Halo ONE GADGET, saya ingin menanyakan status servisan saya.');
  });
});

describe('REPAIR_CODE_EXAMPLE', () => {
  it("is in the format new receipts carry: 'OG-' and 10 characters of the code alphabet", () => {
    const format = new RegExp(
      `^${REPAIR_CODE_PREFIX}[${REPAIR_CODE_ALPHABET}]{${REPAIR_CODE_RANDOM_LENGTH}}$`,
    );
    expect(REPAIR_CODE_EXAMPLE).toMatch(format);
    // The pattern is the one newRepairCode writes (so the check above can fail).
    expect(newRepairCode()).toMatch(format);
    expect('OG-2406-A7K2').not.toMatch(format);
  });
});

describe('foundRepairChatText', () => {
  it('names the code, the device and the status the visitor saw', () => {
    expect(
      foundRepairChatText({
        code: 'OG-2406-B3M9',
        perangkat: 'Samsung Galaxy A54 5G',
        status: 'Sedang diservice',
      }),
    ).toBe(
      'Halo ONE GADGET, saya ingin menanyakan servisan dengan kode OG-2406-B3M9 (Samsung Galaxy A54 5G). Status di website: Sedang diservice.',
    );
  });
  it('leaves out what the record does not have', () => {
    expect(foundRepairChatText({ code: 'ABC123', perangkat: ' ', status: '' })).toBe(
      'Halo ONE GADGET, saya ingin menanyakan servisan dengan kode ABC123.',
    );
  });
});
