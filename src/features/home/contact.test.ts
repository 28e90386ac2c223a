import { describe, expect, it } from 'vitest';
import type { Contact } from '../../firebase/types';
import { shopContact } from '../../test/contact';
import { chatLink, contactLinks, isEmptyContact, orDash, shopLink, socialUrl } from './contact';

const none: Contact = shopContact('');

describe('socialUrl', () => {
  it.each([
    ['instagram', '@onegadget.bali', 'https://www.instagram.com/onegadget.bali'],
    ['instagram', 'onegadget.bali', 'https://www.instagram.com/onegadget.bali'],
    ['instagram', 'https://instagram.com/onegadget', 'https://instagram.com/onegadget'],
    ['instagram', 'instagram.com/onegadget', 'https://instagram.com/onegadget'],
    ['tiktok', '@onegadget', 'https://www.tiktok.com/@onegadget'],
    ['tiktok', 'https://www.tiktok.com/@onegadget', 'https://www.tiktok.com/@onegadget'],
    ['facebook', 'onegadgetbali', 'https://www.facebook.com/onegadgetbali'],
    ['facebook', 'www.facebook.com/onegadgetbali', 'https://www.facebook.com/onegadgetbali'],
    ['shopee', 'onegadget.bali', 'https://shopee.co.id/onegadget.bali'],
    ['whatsapp', '081234567890', 'https://wa.me/6281234567890'],
    ['whatsapp', '+62 812-3456-7890', 'https://wa.me/6281234567890'],
    ['whatsapp', 'https://wa.me/6281234567890', 'https://wa.me/6281234567890'],
  ] as const)('%s %s → %s', (kind, value, url) => {
    expect(socialUrl(kind, value)).toBe(url);
  });

  it('is empty for empty or unsafe values', () => {
    expect(socialUrl('instagram', '  ')).toBe('');
    expect(socialUrl('instagram', '@')).toBe('');
    expect(socialUrl('facebook', 'javascript:alert(1)')).toBe('');
    expect(socialUrl('whatsapp', 'belum ada')).toBe('');
  });
});

describe('contactLinks', () => {
  it('lists only the links that are set, in the header order', () => {
    const links = contactLinks({ ...none, shopee: 'toko', whatsapp: '0812', instagram: '@ig' });
    expect(links.map((l) => l.label)).toEqual(['WhatsApp', 'Instagram', 'Shopee']);
    expect(contactLinks(none)).toEqual([]);
  });
});

describe('shopLink', () => {
  it('uses kontak.shopee when set, otherwise the configured shop', () => {
    expect(shopLink({ ...none, shopee: 'onegadget.bali' }, 'https://fallback.example')).toBe(
      'https://shopee.co.id/onegadget.bali',
    );
    expect(shopLink(none, 'https://fallback.example')).toBe('https://fallback.example');
    expect(shopLink(null, 'https://fallback.example')).toBe('https://fallback.example');
  });
});

describe('chatLink', () => {
  it('prefills the text on a normalised number; empty without a number', () => {
    expect(chatLink('0812 3456', 'Halo kak')).toBe('https://wa.me/628123456?text=Halo%20kak');
    expect(chatLink('', 'Halo')).toBe('');
  });
});

describe('orDash and isEmptyContact', () => {
  it("shows '-' for a missing value", () => {
    expect(orDash('')).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash('09.00')).toBe('09.00');
  });

  it('knows an empty contact', () => {
    expect(isEmptyContact(none)).toBe(true);
    expect(isEmptyContact({ ...none, jam: '09.00' })).toBe(false);
  });
});
