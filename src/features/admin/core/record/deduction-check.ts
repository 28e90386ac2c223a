// The deduction form's own refusal: a rupiah sum for one phone may not take more
// than that phone is worth (the calculator's list of old phones says how much).
import { toTradeInPhone } from '../../../../firebase/specs/kalkulator';
import { deductionOverValue } from '../../../../lib/deduction';
import { useLoad } from '../../../../ui/useLoad';
import { listRecords } from '../records-api';
import { MESSAGES, type Row } from '../validate';

export type Phone = { nama: string; nilaiTukar: number };

export const loadPhones = () =>
  listRecords('kalkulator_hp_lama').then((docs) => ({
    phones: docs.map(toTradeInPhone).filter((p) => p.nama),
  }));

const noPhones = () => Promise.resolve({ phones: [] as Phone[] });

/**
 * The form's extra check for a deduction: a rupiah sum for one phone above that
 * phone's value is refused beside Potongan. Until the phones are read there is
 * nothing to compare with, and the save is not held up.
 */
export function useDeductionCheck(on: boolean): ((data: Row) => Record<string, string>) | undefined {
  const phones = useLoad(on ? loadPhones : noPhones, on ? 'kalkulator_hp_lama' : '');
  if (!on || phones.status !== 'ready') return undefined;
  return (data): Record<string, string> => {
    const phone = deductionOverValue(
      { tipe: String(data.tipe ?? ''), nilai: Number(data.nilai ?? 0), model: String(data.model ?? '') },
      phones.data.phones,
    );
    return phone ? { nilai: MESSAGES.overValue(phone.nama, phone.nilaiTukar) } : {};
  };
}
