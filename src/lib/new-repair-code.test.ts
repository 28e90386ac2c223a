import { describe, expect, it } from 'vitest';
import { newRepairCode } from './new-repair-code';
import type { RandomBytes } from './random-bytes';
import { REPAIR_CODE_ALPHABET, REPAIR_CODE_PREFIX, REPAIR_CODE_RANDOM_LENGTH } from './repair-code';

/** A random source that hands out the given bytes in order, then repeats them. */
function bytesFrom(values: number[]): RandomBytes & { calls: number } {
  let next = 0;
  const source = Object.assign(
    (bytes: Uint8Array<ArrayBuffer>) => {
      source.calls++;
      for (let i = 0; i < bytes.length; i++) bytes[i] = values[next++ % values.length]!;
      return bytes;
    },
    { calls: 0 },
  );
  return source;
}

describe('newRepairCode', () => {
  it("is 'OG-' and at least ten characters from the unambiguous alphabet", () => {
    for (let i = 0; i < 200; i++) {
      const code = newRepairCode();
      expect(code).toMatch(/^OG-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
      expect(code.length - REPAIR_CODE_PREFIX.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('never contains characters that read alike (0, O, 1, I, L) nor lower case', () => {
    expect(REPAIR_CODE_ALPHABET).toHaveLength(31);
    expect(REPAIR_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const tails = Array.from({ length: 500 }, () => newRepairCode().slice(REPAIR_CODE_PREFIX.length));
    expect(tails.join('')).not.toMatch(/[01OILa-z]/);
  });

  it('gives 10,000 different codes in 10,000 calls', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newRepairCode()));
    expect(codes.size).toBe(10_000);
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(
      Array.from({ length: 300 }, () => newRepairCode().slice(REPAIR_CODE_PREFIX.length))
        .join('')
        .split(''),
    );
    expect([...seen].sort().join('')).toBe(REPAIR_CODE_ALPHABET);
  });

  it('throws away bytes 248–255, which would favour the first characters', () => {
    // 248 = 8 × 31: a byte from 248 up has no fair character.
    const source = bytesFrom([255, 248, 0, 252, 30, 249, 1, 250, 31, 62, 247, 93, 124, 155, 186, 217]);
    const code = newRepairCode(source);
    // Accepted bytes in order: 0, 30, 1, 31, 62, 247, 93, 124, 155, 186 → index byte % 31.
    const expected = [0, 30, 1, 31, 62, 247, 93, 124, 155, 186].map((b) => REPAIR_CODE_ALPHABET[b % 31]);
    expect(code).toBe(REPAIR_CODE_PREFIX + expected.join(''));
  });

  it('asks for more random bytes when too many were thrown away', () => {
    // Every other call gives only rejected bytes; the code still completes.
    let call = 0;
    const source: RandomBytes = (bytes) => {
      call++;
      bytes.fill(call % 2 === 1 ? 250 : 7);
      return bytes;
    };
    expect(newRepairCode(source)).toBe(REPAIR_CODE_PREFIX + REPAIR_CODE_ALPHABET[7]!.repeat(10));
    expect(call).toBe(2);
  });

  it('maps the 248 accepted byte values onto the 31 characters, 8 values each', () => {
    const counts = new Map<string, number>();
    for (let b = 0; b < 248; b++) {
      const code = newRepairCode(bytesFrom([b]));
      expect(code).toBe(REPAIR_CODE_PREFIX + REPAIR_CODE_ALPHABET[b % 31]!.repeat(REPAIR_CODE_RANDOM_LENGTH));
      counts.set(code[REPAIR_CODE_PREFIX.length]!, (counts.get(code[REPAIR_CODE_PREFIX.length]!) ?? 0) + 1);
    }
    expect(counts.size).toBe(31);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });
});
