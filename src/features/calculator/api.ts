// Calculator data: kalkulator_hp_lama and kalkulator_hp_baru (public catalogue,
// cached), plus the shop's chat number from kontak/aktif.
import { toContact, toNewPhone, toTradeInPhone } from '../../firebase/converters';
import { getDocById, listDocs } from '../../firebase/public-db';
import type { NewPhone, TradeInPhone } from '../../firebase/types';

export interface CalculatorData {
  oldPhones: TradeInPhone[];
  newPhones: NewPhone[];
  /** The shop's WhatsApp number; '' when it could not be read. */
  whatsapp: string;
}

const byName = (a: { nama: string }, b: { nama: string }) =>
  a.nama.localeCompare(b.nama, 'id', { numeric: true });

export async function loadCalculatorData(): Promise<CalculatorData> {
  const [oldDocs, newDocs, whatsapp] = await Promise.all([
    listDocs('kalkulator_hp_lama', { cache: true }),
    listDocs('kalkulator_hp_baru', { cache: true }),
    // The chat link still works without a number (WhatsApp asks whom to send it to).
    getDocById('kontak/aktif', { cache: true }).then(
      (d) => toContact(d).whatsapp,
      (e: unknown) => {
        console.warn('kontak/aktif could not be read', e);
        return '';
      },
    ),
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
    whatsapp,
  };
}
