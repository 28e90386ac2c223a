import { describe, expect, it } from 'vitest';
import { ratingText } from './rating';

describe('ratingText', () => {
  it('writes every average of up to 40 ratings of 1–5 as Intl writes it for id-ID', () => {
    const intl = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let count = 1; count <= 40; count++) {
      for (let sum = count; sum <= 5 * count; sum++) {
        expect(ratingText(sum / count)).toBe(intl.format(sum / count));
      }
    }
    expect(ratingText(87 / 20)).toBe('4,4');
    expect(ratingText(5)).toBe('5,0');
  });
});
