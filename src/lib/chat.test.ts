import { describe, expect, it } from 'vitest';
import { firstWhatsApp, normaliseWhatsApp, whatsAppLink } from './chat';

describe('normaliseWhatsApp', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['81234567890', '6281234567890'],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (input, expected) => expect(normaliseWhatsApp(input)).toBe(expected));
});

describe('whatsAppLink', () => {
  it('prefills encoded text', () => {
    expect(whatsAppLink('0812 3456', 'Halo, saya mau tanya iPhone 13 & casing')).toBe(
      'https://wa.me/628123456?text=Halo%2C%20saya%20mau%20tanya%20iPhone%2013%20%26%20casing',
    );
  });

  it.each(['', '   ', 'belum ada', '-'])('never builds a link without a number (%j)', (number) => {
    expect(whatsAppLink(number, 'Halo')).toBeNull();
    expect(whatsAppLink(number)).toBeNull();
  });
});

describe('firstWhatsApp', () => {
  it("takes the shop's number, else the build's, else nothing", () => {
    expect(firstWhatsApp('0812 3456 7890', '081100001111')).toBe('6281234567890');
    expect(firstWhatsApp('', '081100001111')).toBe('6281100001111');
    expect(firstWhatsApp('-', '  ')).toBe('');
    expect(firstWhatsApp()).toBe('');
  });
});
