import { describe, expect, it } from 'vitest';
import { groupTyped, moneyText } from './money';
import { parseAmount } from './validate';

describe('money in the forms', () => {
  it('shows a stored amount grouped, and reads back as the same number', () => {
    expect(moneyText(125000)).toBe('125.000');
    expect(parseAmount(moneyText(125000))).toBe(125000);
    expect(moneyText(undefined)).toBe('');
    expect(moneyText(-5)).toBe('-5');
  });

  it('regroups a whole amount typed with or without dots', () => {
    expect(groupTyped('125000', 6)).toEqual({ text: '125.000', caret: 7 });
    expect(groupTyped('125.000', 7)).toEqual({ text: '125.000', caret: 7 });
    expect(groupTyped('1.25000', 7)).toEqual({ text: '125.000', caret: 7 });
    expect(groupTyped('125.', 4)).toEqual({ text: '125', caret: 3 });
    expect(groupTyped('', 0)).toEqual({ text: '', caret: 0 });
    expect(groupTyped('0125', 4)).toEqual({ text: '125', caret: 3 });
  });

  it('keeps the caret after the digit it followed', () => {
    // '12.500' with a 9 typed after the 1: '192.500' → '192.500', caret after the 9.
    expect(groupTyped('192.500', 2)).toEqual({ text: '192.500', caret: 2 });
    // '1.250' with a 3 typed after the 2: '1.2350' → '12.350', caret after the 3.
    expect(groupTyped('1.2350', 4)).toEqual({ text: '12.350', caret: 4 });
    // The dot of '1.250' deleted: the digits stay, the caret after the 1.
    expect(groupTyped('1250', 1)).toEqual({ text: '1.250', caret: 1 });
  });

  it('leaves anything that is not a whole amount as typed, for the check to name', () => {
    expect(groupTyped('mahal', 5)).toEqual({ text: 'mahal', caret: 5 });
    expect(groupTyped('-5', 2)).toEqual({ text: '-5', caret: 2 });
    expect(groupTyped('Rp 125000', 9)).toEqual({ text: 'Rp 125000', caret: 9 });
  });
});
