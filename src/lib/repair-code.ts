// New repair codes. Anyone who knows a code may read that servisan record, so a
// code must be impossible to guess, not just unique: 10 random characters from a
// 31-character alphabet is about 2^49 possibilities. The alphabet leaves out
// 0/O, 1/I/L so a code read aloud or copied from a receipt comes out right.
// Codes already on the shop's receipts keep working: this only makes new ones.

export const REPAIR_CODE_PREFIX = 'OG-';
export const REPAIR_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REPAIR_CODE_RANDOM_LENGTH = 10;

/**
 * Fills the array with random bytes; the browser's and Node's crypto by default. Over an ArrayBuffer:
 * the DOM types' crypto.getRandomValues refuses an array over a SharedArrayBuffer.
 */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

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

/** What newRepairCode() makes; firestore.rules holds the same pattern (tests/rules/repair-code.test.ts). */
export const REPAIR_CODE_PATTERN = new RegExp(
  `^${REPAIR_CODE_PREFIX}[${REPAIR_CODE_ALPHABET}]{${REPAIR_CODE_RANDOM_LENGTH}}$`,
);

/**
 * A code from before the generator ('ABC123', 'OG-2406-A7K2'): short or dated, so
 * it can be guessed. Such a ticket should move to a new code ("Ganti kode").
 */
export function isOldRepairCode(code: string): boolean {
  return !REPAIR_CODE_PATTERN.test(code);
}
