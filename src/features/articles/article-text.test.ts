import { describe, expect, it } from 'vitest';
import { excerpt } from '../../lib/text';
import { CARD_EXCERPT, cardOnly, isSafeArticleId, paragraphs } from './article-text';
import * as R from '../../test/records';

describe('paragraphs', () => {
  it('splits on blank lines and trims', () => {
    expect(paragraphs('Satu.\n\nDua baris\nmasih dua.\n\n\n  Tiga.  ')).toEqual([
      'Satu.',
      'Dua baris\nmasih dua.',
      'Tiga.',
    ]);
  });
  it('handles Windows line ends and blank lines holding spaces', () => {
    expect(paragraphs('A\r\n\r\nB\n \t\nC')).toEqual(['A', 'B', 'C']);
  });
  it('keeps markup as text', () => {
    expect(paragraphs('<b>tebal</b>\n\n<script>alert(1)</script>')).toEqual([
      '<b>tebal</b>',
      '<script>alert(1)</script>',
    ]);
  });
  it('empty text has no paragraphs', () => {
    expect(paragraphs('  \n\n ')).toEqual([]);
  });
});

describe('excerpt (the cards show 100 characters of isi)', () => {
  const long =
    'Mau upgrade ke iPhone 16 tapi masih sayang sama HP lama? Sepanjang bulan ini ONE GADGET Bali memberi nilai tukar lebih tinggi.';

  it('cuts long text to at most 100 characters on a word, with ...', () => {
    const e = excerpt(long);
    expect(e.endsWith('...')).toBe(true);
    expect(e.length).toBeLessThanOrEqual(103);
    expect(long.startsWith(e.slice(0, -3))).toBe(true);
    expect(e).toBe(
      'Mau upgrade ke iPhone 16 tapi masih sayang sama HP lama? Sepanjang bulan ini ONE GADGET Bali...',
    );
  });
  it('leaves short text whole and flattens paragraphs', () => {
    expect(excerpt('Halo.\n\nApa kabar?')).toBe('Halo. Apa kabar?');
  });
  it('exactly 100 characters stays whole', () => {
    const hundred = 'a'.repeat(100);
    expect(excerpt(hundred)).toBe(hundred);
    expect(excerpt(`${hundred}b`)).toBe(`${hundred}...`);
  });
});

describe('isSafeArticleId', () => {
  it.each([
    ['tips-merawat-baterai-iphone', true],
    ['AbC_123', true],
    ['', false],
    ['.', false],
    ['..', false],
    ['a/b', false],
    ['__x__', false],
    ['x'.repeat(201), false],
  ])('%j → %s', (id, ok) => expect(isSafeArticleId(id)).toBe(ok));
});

describe("cardOnly (what Good News' page carries of each article)", () => {
  const long = 'Baterai iPhone awet  lebih lama\n\ndengan kebiasaan sederhana: '.repeat(20);
  const cases = [
    long,
    'Pendek saja.',
    'a'.repeat(CARD_EXCERPT),
    'a'.repeat(CARD_EXCERPT + 1),
    `${'kata '.repeat(19)}akhirnya   panjang sekali`,
    // A space right after the 100th character (the seed's promo article).
    `${'a'.repeat(CARD_EXCERPT - 8)} memberi nilai tukar`,
  ];

  it.each(cases)('keeps the excerpt the card shows: %#', (isi) => {
    const card = cardOnly(R.article({ id: 'x', judul: 'J', cover: '/c.webp', isi }));
    expect(excerpt(card.isi, CARD_EXCERPT)).toBe(excerpt(isi, CARD_EXCERPT));
  });

  it('carries no more of a long text than that', () => {
    expect(cardOnly(R.article({ id: 'x', judul: 'J', cover: '', isi: long })).isi.length).toBe(
      CARD_EXCERPT + 1,
    );
  });
});
