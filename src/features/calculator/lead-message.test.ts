import { describe, expect, it } from 'vitest';
import { answerLines } from './condition';
import { skippedQuestions, withName } from './lead-message';

describe('the lead beside the message', () => {
  it('names the questions the answers leave open, a battery not known among them', () => {
    const jawaban = answerLines({
      layar: 'retak',
      bodi: 'mulus',
      biometrik: 'normal',
      kamera: 'normal',
      speaker: 'normal',
      sinyal: 'normal',
      baterai: 'tidak-tahu',
      kelengkapan: 'batangan',
    }).join('\n');
    expect(skippedQuestions(jawaban)).toEqual([
      'Kesehatan baterai',
      'Resmi atau inter',
      'Akun iCloud / Google',
    ]);
    expect(skippedQuestions('')).toHaveLength(10);
    expect(skippedQuestions(answerLines({ baterai: '83' }).join('\n'))).not.toContain('Kesehatan baterai');
  });

  it('puts the name typed under the reference, and nothing when none was typed', () => {
    const text = 'Halo admin ONE GADGET, saya mau jual HP.\nReferensi: TT-0420\nHP lama: iPhone 11';
    expect(withName(text, '  Budi  ')).toBe(
      'Halo admin ONE GADGET, saya mau jual HP.\nReferensi: TT-0420\nNama: Budi\nHP lama: iPhone 11',
    );
    expect(withName(text, ' ')).toBe(text);
  });
});
