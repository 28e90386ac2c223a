// potongan_kondisi: what the shop takes off an old phone's trade-in value for each
// answer of "Cek kondisi HP lama" (features/calculator/condition.ts), as a percent
// of the value or in Rupiah, for every phone or for one model (its name in
// kalkulator_hp_lama). The calculator reads it when the questions open. An answer
// marked `tipikal` is what an unanswered question counts (its usual state on a used
// phone), so skipping questions widens the range by normal wear, not the worst case.
import { collection, priceOrPercent, reader } from './read';

/** The answers that can lower the value, one per deduction (question-answer). */
export const CONDITION_CODES = [
  'layar-gores',
  'layar-retak',
  'layar-rusak',
  'bodi-lecet',
  'bodi-penyok',
  'biometrik-rusak',
  'kamera-rusak',
  'speaker-rusak',
  'sinyal-rusak',
  'baterai-sedang',
  'baterai-rendah',
  'batangan',
  'inter',
] as const;
export type ConditionCode = (typeof CONDITION_CODES)[number];

export const CONDITION_LABELS: Readonly<Record<ConditionCode, string>> = {
  'layar-gores': 'Layar: ada goresan',
  'layar-retak': 'Layar: retak',
  'layar-rusak': 'Layar: bergaris / mati / touch error',
  'bodi-lecet': 'Bodi: lecet pemakaian',
  'bodi-penyok': 'Bodi: penyok / retak',
  'biometrik-rusak': 'Face ID / Touch ID bermasalah',
  'kamera-rusak': 'Kamera bermasalah',
  'speaker-rusak': 'Speaker bermasalah',
  'sinyal-rusak': 'Sinyal bermasalah',
  'baterai-sedang': 'Baterai 80–84%',
  'baterai-rendah': 'Baterai di bawah 80%',
  batangan: 'Batangan (tanpa dus & charger)',
  inter: 'HP inter (bukan resmi)',
};

export const DEDUCTION_TIPE = ['persen', 'rupiah'] as const;

export const potonganKondisi = collection({
  collection: 'potongan_kondisi',
  fields: [
    {
      name: 'kode',
      label: 'Kondisi',
      type: 'choice',
      required: true,
      options: CONDITION_CODES,
      optionLabels: CONDITION_LABELS,
    },
    {
      name: 'tipe',
      label: 'Jenis potongan',
      type: 'choice',
      required: true,
      options: DEDUCTION_TIPE,
      optionLabels: { persen: 'Persen (%) dari nilai tukar', rupiah: 'Rupiah' },
    },
    priceOrPercent('nilai', 'Potongan', 'rupiah'),
    {
      name: 'model',
      label: 'Khusus HP',
      type: 'text',
      maxLength: 120,
      namesFrom: { collection: 'kalkulator_hp_lama', field: 'nama', empty: 'Semua HP' },
      hint: 'Pilih HP dari Kalkulator: HP Lama, atau Semua HP.',
    },
    {
      name: 'tipikal',
      label: 'Kondisi umum HP bekas',
      type: 'yesno',
      hint: 'Nyalakan pada jawaban yang paling sering ditemui (mis. Layar: ada goresan). Bila pengunjung melewati pertanyaannya, potongan ini yang dihitung, bukan yang terberat.',
    },
  ],
});

export const toDeduction = reader(potonganKondisi);
