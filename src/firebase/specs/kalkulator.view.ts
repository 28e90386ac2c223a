// The admin's view of what kalkulator.ts describes (list heading, columns, search):
// in a file of its own, so a public page importing the spec carries none of it.
import { kalkulatorHpBaru, kalkulatorHpLama } from './kalkulator';
import { view } from './view';

export const kalkulatorHpLamaView = view(kalkulatorHpLama, {
  title: 'Kalkulator: HP Lama',
  noun: 'HP',
  columns: ['nama', 'nilai_tukar'],
  search: ['nama'],
  group: 'katalog',
  order: 50,
});

export const kalkulatorHpBaruView = view(kalkulatorHpBaru, {
  title: 'Kalkulator: HP Baru',
  noun: 'HP',
  columns: ['nama', 'harga'],
  search: ['nama'],
  group: 'katalog',
  order: 60,
});

declare module './index' {
  interface Collections {
    kalkulator_hp_lama: typeof kalkulatorHpLamaView;
    kalkulator_hp_baru: typeof kalkulatorHpBaruView;
  }
}
