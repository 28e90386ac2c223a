import { describe, expect, it } from 'vitest';
import { historyEntry } from './repair-history';

describe('historyEntry', () => {
  it.each([
    [
      '8 Juni 2025 – Cek kesehatan baterai: kapasitas tinggal 71%.',
      '8 Juni 2025',
      'Cek kesehatan baterai: kapasitas tinggal 71%.',
    ],
    ['  28 Mei 2025 – Penggantian keyboard ', '28 Mei 2025', 'Penggantian keyboard'],
    [
      '6 Juni 2025 – Sparepart dipesan, estimasi tiba 3–5 hari kerja.',
      '6 Juni 2025',
      'Sparepart dipesan, estimasi tiba 3–5 hari kerja.',
    ],
    ['12/06 – Unit diterima – tanpa charger', '12/06', 'Unit diterima – tanpa charger'],
  ])('%j: the date apart', (line, when, what) => expect(historyEntry(line)).toEqual({ when, what }));

  it.each([
    'Unit diterima',
    'Layar – diganti baru',
    '8 Juni 2025 –',
    'Sebuah catatan yang sangat panjang dengan angka 2 di dalamnya – lalu lanjut',
  ])('%j: no date, the whole line', (line) =>
    expect(historyEntry(line)).toEqual({ when: '', what: line.trim() }),
  );
});
