import { describe, expect, it } from 'vitest';
import { leadAnswers, leadDocument } from './lead-api';
import { isWhatsAppNumber } from './lead-message';

const input = {
  ref: 'TT-0420',
  mode: 'tukar' as const,
  hpLama: 'iPhone 11 64GB',
  newPhone: { nama: 'iPhone 16 128GB', harga: 15_000_000 },
  jawaban: 'Layar: Mulus',
  dilewati: ['Kamera', 'Speaker'],
  nilaiMin: 3_000_000,
  nilaiMax: 3_500_000,
};

describe('the stored lead', () => {
  it('holds the phones, answers, skipped questions, range, and the name and number only when typed', () => {
    expect(leadDocument({ ...input, nama: ' Budi ', whatsapp: '0812 3456 789' }, 'instagram')).toEqual({
      ref: 'TT-0420',
      mode: 'tukar',
      hpLama: 'iPhone 11 64GB',
      hpBaru: 'iPhone 16 128GB',
      hargaBaru: 15_000_000,
      jawaban: 'Layar: Mulus',
      dilewati: 'Kamera, Speaker',
      nilaiMin: 3_000_000,
      nilaiMax: 3_500_000,
      sumber: 'instagram',
      nama: 'Budi',
      whatsapp: '0812 3456 789',
    });
    const bare = leadDocument({ ...input, dilewati: [], nama: '  ' }, 'direct');
    expect(bare).not.toHaveProperty('dilewati');
    expect(bare).not.toHaveProperty('nama');
    expect(bare).not.toHaveProperty('whatsapp');
  });

  it('bounds the amounts to what a phone can be worth, the range never upside down', () => {
    expect(leadAnswers({ jawaban: '', nilaiMin: -5, nilaiMax: 250_000_000 })).toEqual({
      jawaban: '',
      nilaiMin: 0,
      nilaiMax: 100_000_000,
    });
    expect(leadAnswers({ jawaban: '', nilaiMin: 120_000_000, nilaiMax: 130_000_000 })).toMatchObject({
      nilaiMin: 100_000_000,
      nilaiMax: 100_000_000,
    });
    expect(leadDocument({ ...input, newPhone: { nama: 'X', harga: 1e12 } }, 'direct').hargaBaru).toBe(
      100_000_000,
    );
  });

  it('takes a WhatsApp number that looks like one', () => {
    for (const ok of ['0812 3456 7890', '081234567890', '+62 812-3456-7890', '+61 412 345 678'])
      expect([ok, isWhatsAppNumber(ok)]).toEqual([ok, true]);
    for (const bad of [
      'hubungi saya',
      '--------',
      '(((((((',
      '0812 345',
      '0812  3456 789',
      '0812+345678',
      '+',
    ])
      expect([bad, isWhatsAppNumber(bad)]).toEqual([bad, false]);
  });
});
