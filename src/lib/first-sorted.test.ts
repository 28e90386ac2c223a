import { describe, expect, it } from 'vitest';
import { firstSorted } from './first-sorted';

/** A small generator with a seed, so a failure can be replayed. */
function numbers(seed: number, length: number, range: number): number[] {
  let state = seed;
  return Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % range;
  });
}

describe('firstSorted', () => {
  it('is the sorted list’s first page, ties in their given order', () => {
    for (let seed = 1; seed <= 200; seed++) {
      // Keys with many ties; the index tells a tie's given order.
      const items = numbers(seed, 1 + (seed % 90), 1 + (seed % 13)).map((key, index) => ({ key, index }));
      const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
      for (const count of [1, 5, 40, 200]) {
        expect(firstSorted(items, count, byKey)).toEqual([...items].sort(byKey).slice(0, count));
      }
    }
  });

  it('gives nothing for no items or a count of none', () => {
    const byValue = (a: number, b: number) => a - b;
    expect(firstSorted([], 40, byValue)).toEqual([]);
    expect(firstSorted([3, 1, 2], 0, byValue)).toEqual([]);
    expect(firstSorted([3, 1, 2], 40, byValue)).toEqual([1, 2, 3]);
  });

  it('compares each item about once when the list is far longer than the page', () => {
    const items = numbers(7, 2000, 1_000_000);
    let comparisons = 0;
    firstSorted(items, 40, (a, b) => (comparisons++, a - b));
    expect(comparisons).toBeLessThan(2 * items.length);
  });
});
