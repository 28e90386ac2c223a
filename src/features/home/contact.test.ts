import { describe, expect, it } from 'vitest';
import type { Contact } from '../../firebase/types';
import { shopContact } from '../../test/contact';
import { chatLink, contactLinks, isEmptyContact, mapsLink, orDash, shopLink } from './contact';

const none: Contact = shopContact('');

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

describe('mapsLink', () => {
  it('searches Google Maps for the whole address, encoded; empty without one', () => {
    expect(mapsLink(' Jl. Teuku Umar No. 88, Denpasar & Co #2 ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Jl.%20Teuku%20Umar%20No.%2088%2C%20Denpasar%20%26%20Co%20%232',
    );
    expect(mapsLink('  ')).toBe('');
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
