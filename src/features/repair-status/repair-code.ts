// The repair code a visitor types becomes the document id in servisan/{CODE}.
// Only codes from a small alphabet may reach Firestore, so nothing typed can
// turn into another path ('/', '..') or an invalid id.

export const REPAIR_CODE_MIN = 3;
export const REPAIR_CODE_MAX = 32;
/** A–Z, 0–9 and '-', starting and ending with a letter or digit: 'OG-2406-A7K2', 'ABC123'. */
const CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;

declare const repairCodeBrand: unique symbol;
/** A code that passed validateRepairCode; the only kind the api accepts. */
export type RepairCode = string & { readonly [repairCodeBrand]: true };

export const REPAIR_CODE_MESSAGES = {
  empty: 'Masukkan kode servisan terlebih dahulu.',
  tooLong: `Kode servisan terlalu panjang (maksimal ${REPAIR_CODE_MAX} karakter).`,
  spaces: 'Kode servisan tidak boleh mengandung spasi.',
  alphabet: 'Kode servisan hanya boleh berisi huruf A–Z, angka 0–9 dan tanda hubung (-).',
  edges: 'Kode servisan harus diawali dan diakhiri huruf atau angka.',
  tooShort: `Kode servisan terlalu pendek (minimal ${REPAIR_CODE_MIN} karakter).`,
} as const;

export type RepairCodeCheck = { ok: true; code: RepairCode } | { ok: false; message: string };

/** Trims and upper-cases the input, then checks it against the code alphabet. */
export function validateRepairCode(input: string): RepairCodeCheck {
  const code = input.trim().toUpperCase();
  const fail = (message: string): RepairCodeCheck => ({ ok: false, message });
  if (!code) return fail(REPAIR_CODE_MESSAGES.empty);
  if ([...code].length > REPAIR_CODE_MAX) return fail(REPAIR_CODE_MESSAGES.tooLong);
  if (/\s/.test(code)) return fail(REPAIR_CODE_MESSAGES.spaces);
  if (!/^[A-Z0-9-]+$/.test(code)) return fail(REPAIR_CODE_MESSAGES.alphabet);
  if (!CODE_PATTERN.test(code)) return fail(REPAIR_CODE_MESSAGES.edges);
  if (code.length < REPAIR_CODE_MIN) return fail(REPAIR_CODE_MESSAGES.tooShort);
  return { ok: true, code: code as RepairCode };
}
