// The owner's points rate as typed in its form: Rupiah per point, written as the
// shop writes amounts (10.000), within the bounds firestore.rules hold. Pure.
import { RATE_MAX, RATE_MIN } from '../../../firebase/specs/poin';
import { formatRupiah } from '../../../lib/currency';

export type RateCheck = { ok: true; value: number } | { ok: false; error: string };

/** '10.000' → 10000, or why it cannot be the rate (in Indonesian). */
export function checkRate(text: string): RateCheck {
  const typed = text.trim();
  if (!typed) return { ok: false, error: 'Isi nilai belanja untuk 1 poin.' };
  if (!/^\d[\d.\s]*$/.test(typed)) return { ok: false, error: 'Tulis angka bulat, misalnya 10.000.' };
  const value = Number(typed.replace(/\D/g, ''));
  if (value < RATE_MIN) return { ok: false, error: `Paling sedikit ${formatRupiah(RATE_MIN)}.` };
  if (value > RATE_MAX) return { ok: false, error: `Paling banyak ${formatRupiah(RATE_MAX)}.` };
  return { ok: true, value };
}

/** '1 poin tiap Rp 10.000 belanja': the rate in one line. */
export const rateLine = (rupiahPerPoin: number): string =>
  `1 poin tiap ${formatRupiah(rupiahPerPoin)} belanja`;
