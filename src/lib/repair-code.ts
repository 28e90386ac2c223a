// The shape of the repair codes the shop now writes (src/lib/new-repair-code.ts makes
// them): 'OG-' and 10 characters from a 31-character alphabet that leaves out 0/O,
// 1/I/L, so a code read aloud or copied from a receipt comes out right. Codes already
// on the shop's receipts keep working; this tells them apart.

export const REPAIR_CODE_PREFIX = 'OG-';
export const REPAIR_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REPAIR_CODE_RANDOM_LENGTH = 10;

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
