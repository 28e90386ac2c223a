import { describe, expect, it } from 'vitest';
import { cardSrcSet, smallCopyPath } from './image-copies';

describe('smallCopyPath', () => {
  it('names the small copy beside the large one, its type kept', () => {
    expect(smallCopyPath('aksesoris/20250601-k3j9x2ab7q.webp')).toBe(
      'aksesoris/20250601-k3j9x2ab7q-480.webp',
    );
    expect(smallCopyPath('artikel/20250601-abcdefghij.jpg')).toBe('artikel/20250601-abcdefghij-480.jpg');
  });

  it('has none for a GIF (kept whole for its animation), a URL or a site path', () => {
    expect(smallCopyPath('aksesoris/20250601-k3j9x2ab7q.gif')).toBeNull();
    expect(smallCopyPath('https://example.com/a.webp')).toBeNull();
    expect(smallCopyPath('/img/aksesoris/holder.svg')).toBeNull();
    expect(smallCopyPath('')).toBeNull();
  });
});

describe('cardSrcSet', () => {
  it('offers the small copy at 480 px and the large at 1600 px', () => {
    expect(cardSrcSet('https://s/small', 'https://s/large')).toBe(
      'https://s/small 480w, https://s/large 1600w',
    );
  });
});
