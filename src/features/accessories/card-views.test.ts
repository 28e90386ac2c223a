// The cards painted before the app (domH) and the app's own (React) are one view drawn
// two ways: the same markup, so the app's take-over shows nothing change.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { domH, type H } from '../../ui/h';
import { reactH } from '../../ui/react-h';
import { canonicalMarkup, parsedMarkup } from '../../test/markup';
import * as R from '../../test/records';
import { accessoryCardView, countView, gridView } from './card-views';

const inStock = R.accessory({
  id: 'a1',
  nama: 'Case "Bening" <iPhone 15>',
  merk: 'Spigen',
  kategori: 'Case',
  harga: 125_000,
  stok: 2,
  gambar: '/img/aksesoris/case.webp',
});
const soldOut = R.accessory({
  id: 'a2',
  nama: 'Kabel USB-C',
  merk: '',
  kategori: 'Kabel',
  harga: 50_000,
  stok: 0,
  gambar: '',
});

describe('an accessory view drawn by React and by the DOM', () => {
  it.each([
    [
      'a card in stock, with a small copy',
      <T>(h: H<T>) =>
        accessoryCardView(
          h,
          inStock,
          '081100001111',
          { src: '/l.webp', srcSet: '/s.webp 480w, /l.webp 1600w' },
          true,
        ),
    ],
    [
      'a sold-out card',
      <T>(h: H<T>) => accessoryCardView(h, soldOut, '081100001111', { src: '/p.svg' }, false),
    ],
    [
      'a card without a chat number',
      <T>(h: H<T>) => accessoryCardView(h, inStock, '', { src: '/l.webp' }, false),
    ],
    ['the count', <T>(h: H<T>) => countView(h, 12)],
    [
      'the grid',
      <T>(h: H<T>) =>
        gridView(h, false, [
          { key: 'a2', card: accessoryCardView(h, soldOut, '', { src: '/p.svg' }, false) },
        ]),
    ],
  ])('%s: the same markup', (_name, view) => {
    const react = renderToStaticMarkup(view(reactH) as ReactElement);
    expect(canonicalMarkup(view(domH) as Element)).toBe(parsedMarkup(react));
  });
});
