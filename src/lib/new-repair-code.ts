// New repair codes (their shape: src/lib/repair-code.ts). Anyone who knows a code may
// read that servisan record, so a code must be impossible to guess, not just unique:
// 10 random characters from a 31-character alphabet is about 2^49 possibilities.
// Only the admin makes codes: the public status page checks their shape alone.
import { cryptoBytes, type RandomBytes } from './random-bytes';
import { REPAIR_CODE_ALPHABET, REPAIR_CODE_PREFIX, REPAIR_CODE_RANDOM_LENGTH } from './repair-code';

/**
 * The largest multiple of the alphabet's size that fits in a byte. Bytes at or
 * above it are thrown away (rejection sampling): keeping them with `% 31` would
 * make the first characters of the alphabet more likely than the others.
 */
const ACCEPT_BELOW = 256 - (256 % REPAIR_CODE_ALPHABET.length);

/** A new repair code such as 'OG-7K2QM9XDHT'. */
export function newRepairCode(random: RandomBytes = cryptoBytes): string {
  const size = REPAIR_CODE_ALPHABET.length;
  let code = '';
  while (code.length < REPAIR_CODE_RANDOM_LENGTH) {
    for (const byte of random(new Uint8Array(REPAIR_CODE_RANDOM_LENGTH * 2))) {
      if (byte >= ACCEPT_BELOW) continue;
      code += REPAIR_CODE_ALPHABET[byte % size];
      if (code.length === REPAIR_CODE_RANDOM_LENGTH) break;
    }
  }
  return REPAIR_CODE_PREFIX + code;
}
