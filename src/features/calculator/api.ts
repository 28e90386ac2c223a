// Calculator data: kalkulator_hp_lama and kalkulator_hp_baru (public catalogue, cached).
import { toNewPhone, toTradeInPhone } from '../../firebase/specs/kalkulator';
import { listDocs } from '../../firebase/visitor/visitor-read';
import type { NewPhone, TradeInPhone } from '../../firebase/types';

export interface CalculatorData {
  oldPhones: TradeInPhone[];
  newPhones: NewPhone[];
}

const byName = (a: { nama: string }, b: { nama: string }) =>
  a.nama.localeCompare(b.nama, 'id', { numeric: true });

/** Both price lists, each sorted by name, without nameless entries. */
export async function listCalculatorPhones(): Promise<CalculatorData> {
  const [oldDocs, newDocs] = await Promise.all([
    listDocs('kalkulator_hp_lama', { cache: true }),
    listDocs('kalkulator_hp_baru', { cache: true }),
  ]);
  return {
    oldPhones: oldDocs
      .map(toTradeInPhone)
      .filter((p) => p.nama)
      .sort(byName),
    newPhones: newDocs
      .map(toNewPhone)
      .filter((p) => p.nama)
      .sort(byName),
  };
}
