import { describe, expect, it } from 'vitest';
import { keepRowInPlace, rowInView } from './row-in-view';

/** A box 200 px high at the page's top whose rows have the given heights, laid out as a browser would. */
function box(heights: number[]): HTMLElement {
  const el = document.createElement('section');
  const rows = heights.map(() => el.appendChild(document.createElement('li')));
  el.getBoundingClientRect = () => DOMRect.fromRect({ y: 0, height: 200 });
  rows.forEach((row, i) => {
    row.getBoundingClientRect = () => {
      const y = heights.slice(0, i).reduce((a, b) => a + b, 0) - el.scrollTop;
      return DOMRect.fromRect({ y, height: heights[i] });
    };
  });
  return el;
}

describe('a scrolled box’s place, by its row at the top', () => {
  it('is the first row still showing and how far it sits above or below the box’s top', () => {
    const scrolled = box([100, 100, 100, 100]);
    scrolled.scrollTop = 130;
    expect(rowInView(scrolled)).toEqual({ index: 1, offset: -30 });
  });

  it('is nothing for a box with no rows', () => {
    expect(rowInView(box([]))).toBeNull();
  });

  it('brings another box whose rows above are laid out at another height to the same row at the same place', () => {
    const other = box([150, 150, 100, 100]);
    keepRowInPlace(other, { index: 1, offset: -30 }, 0);
    expect(other.scrollTop).toBe(180);
    expect(rowInView(other)).toEqual({ index: 1, offset: -30 });
  });
});
