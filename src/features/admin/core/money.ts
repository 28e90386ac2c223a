// Rupiah amounts in the forms, written as the shop writes them: 125.000. What is
// stored stays a number (validate.ts reads '125.000' and '125000' alike). Pure.
import { groupThousands } from '../../../lib/currency';

/** A stored amount as the form shows it: 125000 → '125.000'; anything else as it is. */
export function moneyText(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0)
    return groupThousands(String(value));
  return value === undefined || value === null ? '' : String(value);
}

const countDigits = (s: string) => s.replace(/\D/g, '').length;

/**
 * What a price field shows as it is typed: a whole amount (digits, with or without
 * dots or spaces) regrouped by thousands; anything else left as typed, for the
 * form's check to name. `caret` (where the caret was in the typed text) comes back
 * as the place after the same digit in the shown text.
 */
export function groupTyped(text: string, caret: number): { text: string; caret: number } {
  if (!/^[\d.\s]*$/.test(text)) return { text, caret };
  const typed = text.replace(/\D/g, '');
  const digits = typed.replace(/^0+(?=\d)/, '');
  const before = Math.max(0, countDigits(text.slice(0, caret)) - (typed.length - digits.length));
  const shown = groupThousands(digits);
  let at = 0;
  for (let seen = 0; at < shown.length && seen < before; at++) if (/\d/.test(shown[at]!)) seen++;
  return { text: shown, caret: at };
}
