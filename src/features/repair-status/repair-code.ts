// The repair code a visitor types becomes the document id in servisan/{CODE}.
// The shop's older codes use all sorts of characters, so any code is looked up
// (trimmed, upper-cased) unless it cannot be a Firestore document id at all:
// a '/' would make it another path, and '.', '..' and __…__ are reserved.

/** Longer than any code the shop writes; far below Firestore's 1,500-byte id limit. */
export const REPAIR_CODE_MAX = 100;

declare const repairCodeBrand: unique symbol;
/** A code that passed validateRepairCode; the only kind the api accepts. */
export type RepairCode = string & { readonly [repairCodeBrand]: true };

export const REPAIR_CODE_MESSAGES = {
  empty: 'Masukkan kode servisan terlebih dahulu.',
  tooLong: `Kode servisan terlalu panjang (maksimal ${REPAIR_CODE_MAX} karakter).`,
  slash: 'Kode servisan tidak boleh mengandung garis miring (/).',
  reserved: 'Kode servisan ini tidak valid. Periksa lagi kode pada nota kamu.',
} as const;

export type RepairCodeCheck = { ok: true; code: RepairCode } | { ok: false; message: string };

/** Trims and upper-cases the input; refuses only what cannot be a document id. */
export function validateRepairCode(input: string): RepairCodeCheck {
  const code = input.trim().toUpperCase();
  const fail = (message: string): RepairCodeCheck => ({ ok: false, message });
  if (!code) return fail(REPAIR_CODE_MESSAGES.empty);
  if ([...code].length > REPAIR_CODE_MAX) return fail(REPAIR_CODE_MESSAGES.tooLong);
  if (code.includes('/')) return fail(REPAIR_CODE_MESSAGES.slash);
  if (code === '.' || code === '..' || /^__.*__$/s.test(code)) return fail(REPAIR_CODE_MESSAGES.reserved);
  return { ok: true, code: code as RepairCode };
}

/** The chat message about a code, for a customer whose code was not found or refused. */
export function repairChatText(code: string): string {
  const shown = code.trim().toUpperCase();
  return shown
    ? `Halo ONE GADGET, saya ingin menanyakan status servisan dengan kode ${shown}.`
    : 'Halo ONE GADGET, saya ingin menanyakan status servisan saya.';
}

/**
 * The help text's example: the format today's receipts carry, 'OG-' and 10 characters
 * from the alphabet of src/lib/repair-code.ts (repair-code.test.ts holds it to that).
 * A fixed one, not a fresh newRepairCode(): the page is rendered at build time and
 * must read the same when the browser takes it over.
 */
export const REPAIR_CODE_EXAMPLE = 'OG-7KQ2M9XH4P';

/** The chat message about a record that was found: its code, device and status as shown. */
export function foundRepairChatText(r: { code: string; perangkat: string; status: string }): string {
  const device = r.perangkat.trim() ? ` (${r.perangkat.trim()})` : '';
  const status = r.status.trim() ? ` Status di website: ${r.status.trim()}.` : '';
  return `Halo ONE GADGET, saya ingin menanyakan servisan dengan kode ${r.code}${device}.${status}`;
}
