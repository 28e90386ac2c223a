import { describe, expect, it } from 'vitest';
import { canWebShare, whatsAppShareLink } from './share';

describe('whatsAppShareLink', () => {
  it('holds the words, then the address on a line of its own, with no number', () => {
    const href = whatsAppShareLink('Promo Juni di ONE GADGET', 'https://onegadget.id/artikel/a?x=1&y=2');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      'Promo Juni di ONE GADGET\nhttps://onegadget.id/artikel/a?x=1&y=2',
    );
  });

  it('is the address alone when there are no words', () => {
    expect(whatsAppShareLink('  ', 'https://onegadget.id/')).toBe(
      `https://wa.me/?text=${encodeURIComponent('https://onegadget.id/')}`,
    );
  });
});

describe('canWebShare', () => {
  it('only where navigator.share is a function', () => {
    expect(canWebShare({ share: () => Promise.resolve() } as unknown as Navigator)).toBe(true);
    expect(canWebShare({} as Navigator)).toBe(false);
    expect(canWebShare(undefined)).toBe(false);
  });
});
