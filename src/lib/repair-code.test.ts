import { describe, expect, it } from 'vitest';
import { newRepairCode } from './new-repair-code';
import { isOldRepairCode } from './repair-code';

describe('isOldRepairCode', () => {
  it("is false for the generator's codes", () => {
    for (let i = 0; i < 50; i++) expect(isOldRepairCode(newRepairCode())).toBe(false);
    expect(isOldRepairCode('OG-7K2QM9XDHT')).toBe(false);
  });

  it.each([
    'ABC123',
    'OG-2406-A7K2',
    'OG-2405-C8Q1',
    // Near misses: a character outside the alphabet, one too few or many, lower case, no prefix.
    'OG-7K2QM9XDH0',
    'OG-7K2QM9XDHI',
    'OG-7K2QM9XDH',
    'OG-7K2QM9XDHTT',
    'og-7k2qm9xdht',
    '7K2QM9XDHTAB',
    ' OG-7K2QM9XDHT',
    '',
  ])('is true for %j', (code) => {
    expect(isOldRepairCode(code)).toBe(true);
  });
});
