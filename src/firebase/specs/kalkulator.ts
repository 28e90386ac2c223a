// The trade-in calculator's two lists: what the shop pays for an old phone, and
// what a new one costs.
import { collection, price, reader } from './read';

export const kalkulatorHpLama = collection({
  collection: 'kalkulator_hp_lama',
  tapItems: true,
  fields: [
    { name: 'nama', label: 'Nama HP', type: 'text', required: true, maxLength: 120 },
    { ...price('nilai_tukar', 'Nilai Tukar'), key: 'nilaiTukar' },
  ],
});

export const kalkulatorHpBaru = collection({
  collection: 'kalkulator_hp_baru',
  tapItems: true,
  fields: [
    { name: 'nama', label: 'Nama HP', type: 'text', required: true, maxLength: 120 },
    price('harga', 'Harga'),
  ],
});

export const toTradeInPhone = reader(kalkulatorHpLama);
export const toNewPhone = reader(kalkulatorHpBaru);
