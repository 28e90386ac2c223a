import { describe, expect, it } from 'vitest';
import { suggestNames } from './suggest';

const NAMES = [
  'iPhone 11 64GB',
  'iPhone 11 Pro 256GB',
  'iPhone 14 Pro 256GB',
  'Samsung Galaxy A54 5G 128GB',
  'Samsung Galaxy S23 256GB',
  'Xiaomi Redmi Note 13 Pro',
];

describe('suggestNames', () => {
  it('names holding every typed word, in any case and order', () => {
    expect(suggestNames(NAMES, 'pro 256')).toEqual(['iPhone 11 Pro 256GB', 'iPhone 14 Pro 256GB']);
    expect(suggestNames(NAMES, 'GALAXY')).toEqual([
      'Samsung Galaxy A54 5G 128GB',
      'Samsung Galaxy S23 256GB',
    ]);
    expect(suggestNames(NAMES, '  redmi   note ')).toEqual(['Xiaomi Redmi Note 13 Pro']);
  });

  it('names starting with the text first, then a word starting with it, then the rest', () => {
    expect(suggestNames(['Note iPhone', 'Redmi Note 13', 'iPhone 11', 'Xnote'], 'note')).toEqual([
      'Note iPhone',
      'Redmi Note 13',
      'Xnote',
    ]);
    expect(suggestNames(NAMES, '1')).toEqual([
      'iPhone 11 64GB',
      'iPhone 11 Pro 256GB',
      'iPhone 14 Pro 256GB',
      'Samsung Galaxy A54 5G 128GB',
      'Xiaomi Redmi Note 13 Pro',
    ]);
  });

  it('at most six', () => {
    const many = Array.from({ length: 20 }, (_, i) => `iPhone ${i}`);
    expect(suggestNames(many, 'iphone')).toHaveLength(6);
    expect(suggestNames(many, 'iphone', 3)).toEqual(['iPhone 0', 'iPhone 1', 'iPhone 2']);
  });

  it('nothing for an empty text, an unknown phone, or a name already typed in full', () => {
    expect(suggestNames(NAMES, '  ')).toEqual([]);
    expect(suggestNames(NAMES, 'Nokia')).toEqual([]);
    expect(suggestNames(NAMES, 'iphone 14 pro 256gb')).toEqual([]);
  });

  it('a name typed in full still offers the longer names it starts', () => {
    expect(suggestNames(['iPhone 11', 'iPhone 11 Pro'], 'iPhone 11')).toEqual(['iPhone 11', 'iPhone 11 Pro']);
  });
});
