// The rows painted before the app (domH) and the app's own (React) are one view drawn
// two ways: the same markup, so the app's take-over shows nothing change.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../../lib/currency';
import { domH } from '../../ui/h';
import { reactH } from '../../ui/react-h';
import { showMoreView } from '../../ui/show-more-view';
import { canonicalMarkup, parsedMarkup } from '../../test/markup';
import * as R from '../../test/records';
import { listBoxView, pricelistRowView, serviceRowView, sparepartRowView } from './row-views';

const phone = R.pricelistItem({
  id: 'p1',
  brand: 'Apple',
  type: 'iPhone 13 <128GB> & "Pro"',
  colours: ['Midnight', 'Starlight'],
  baru: 9_500_000,
  second: 0,
  stok: 0,
});
const part = R.sparepart({ id: 's1', nama: 'Baterai iPhone 11', kategori: '', harga: 350_000, stok: 3 });
const service = R.servicePrice({
  id: 'v1',
  type: 'iPhone 11',
  jenis: 'Ganti LCD',
  kategori: 'interface',
  biaya: 1_250_000,
});

describe('a view drawn by React and by the DOM', () => {
  it.each([
    ['a phone row, chat to the shop', (h: typeof domH) => pricelistRowView(h, phone, '081100001111')],
    [
      'a phone row without a chat number (a disabled button)',
      (h: typeof domH) => pricelistRowView(h, phone, ''),
    ],
    ['a sparepart row', (h: typeof domH) => sparepartRowView(h, part, '081100001111')],
    ['a service row', (h: typeof domH) => serviceRowView(h, service, '081100001111')],
    [
      'the list box with its show-more line',
      (h: typeof domH) => listBoxView(h, 'Daftar harga', false, showMoreView(h, 40, 5000)),
    ],
  ])('%s: the same markup', (_name, view) => {
    const react = renderToStaticMarkup(view(reactH as unknown as typeof domH) as unknown as ReactElement);
    expect(canonicalMarkup(view(domH) as Element)).toBe(parsedMarkup(react));
  });

  it('shows what a visitor reads: names, prices, a dash for an empty price, stock, the chat', () => {
    const row = pricelistRowView(domH, phone, '081100001111') as Element;
    expect(row.querySelector('.row-title')!.textContent).toBe('iPhone 13 <128GB> & "Pro"');
    expect([...row.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([formatRupiah(9_500_000), '-']);
    expect(row.querySelector('.badge')!.textContent).toBe('Habis');
    expect(row.querySelector('a')!.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(row.querySelector('a')!.getAttribute('aria-label')).toBe(
      'Tanya tentang Apple iPhone 13 <128GB> & "Pro"',
    );
  });
});
