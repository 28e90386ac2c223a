import { describe, expect, it } from 'vitest';
import { costHeading, warrantyText } from './receipt-lines';

describe('costHeading', () => {
  const at = new Date('2026-11-29T05:22:00Z');
  it('an unanswered quote prints as an estimate', () => {
    expect(costHeading({ status: 'Menunggu persetujuan', quoteAnswer: null })).toBe(
      'Perkiraan biaya (menunggu persetujuan)',
    );
  });
  it('an answered quote, or any other status, prints its costs', () => {
    expect(
      costHeading({ status: 'Menunggu persetujuan', quoteAnswer: { answer: 'setuju', at, total: 1 } }),
    ).toBe('Rincian biaya');
    expect(costHeading({ status: 'Masuk', quoteAnswer: null })).toBe('Rincian biaya');
  });
});

describe('warrantyText', () => {
  it.each([
    ['Garansi layar 30 hari', 30, 'Garansi layar 30 hari'],
    ['Garansi layar', 30, 'Garansi layar, 30 hari sejak diambil'],
    ['', 30, 'Garansi 30 hari sejak diambil'],
    ['Garansi baterai 3 bulan', 0, 'Garansi baterai 3 bulan'],
    ['  ', 0, '-'],
    // Another number of days in the words is not this warranty's.
    ['Garansi 3 hari', 30, 'Garansi 3 hari, 30 hari sejak diambil'],
  ])('%j with %i days reads %j', (garansi, garansiHari, text) => {
    expect(warrantyText({ garansi, garansiHari })).toBe(text);
  });
});
