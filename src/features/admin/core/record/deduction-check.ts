// A deduction's own refusal, in the form and the CSV import: a rupiah sum may not
// take more than the phone is worth (the calculator's list of old phones says how
// much). The rules cannot see it: a deduction names its phone, not its document.
import { toTradeInPhone } from '../../../../firebase/specs/kalkulator';
import { deductionOverValue } from '../../../../lib/deduction';
import { useLoad } from '../../../../ui/useLoad';
import { listRecords } from '../records-api';
import { potonganKondisi } from '../../../../firebase/specs/potongan-kondisi';
import { MESSAGES, type RecordCheck } from '../validate';

export type Phone = { nama: string; nilaiTukar: number };

export const loadPhones = () =>
  listRecords('kalkulator_hp_lama').then((docs) => ({
    phones: docs.map(toTradeInPhone).filter((p) => p.nama),
  }));

/** A deduction's refusal beside Potongan against these phones, as the form and the import apply it. */
export function deductionChecker(phones: readonly Phone[]): RecordCheck {
  return (data): Record<string, string> => {
    const over = deductionOverValue(
      { tipe: String(data.tipe ?? ''), nilai: Number(data.nilai ?? 0), model: String(data.model ?? '') },
      phones,
    );
    if (!over) return {};
    const { nama, nilaiTukar } = over.phone;
    return {
      nilai: over.forEvery ? MESSAGES.overEvery(nama, nilaiTukar) : MESSAGES.overValue(nama, nilaiTukar),
    };
  };
}

const isDeductions = (collection: string) => collection === potonganKondisi.collection;

/** The import's extra check for a collection: read once per file; none for other collections. */
export async function loadDeductionCheck(collection: string): Promise<RecordCheck | undefined> {
  return isDeductions(collection) ? deductionChecker((await loadPhones()).phones) : undefined;
}

const noPhones = () => Promise.resolve({ phones: [] as Phone[] });

/**
 * The form's extra check for a deduction (deductionChecker). Until the phones are
 * read there is nothing to compare with, and the save is not held up.
 */
export function useDeductionCheck(collection: string): RecordCheck | undefined {
  const on = isDeductions(collection);
  const phones = useLoad(on ? loadPhones : noPhones, on ? 'kalkulator_hp_lama' : '');
  return on && phones.status === 'ready' ? deductionChecker(phones.data.phones) : undefined;
}
