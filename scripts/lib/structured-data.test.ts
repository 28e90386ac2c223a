// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Contact } from '../../src/firebase/types';
import { schemaErrors } from './schema-types';
import { absoluteUrl, articleJsonLd, openingHours, shopJsonLd } from './structured-data';

const ORIGIN = 'https://onegadget.example';

const CONTACT: Contact = {
  whatsapp: '0812-3456-7890',
  instagram: '@onegadget.bali',
  tiktok: '',
  facebook: 'https://www.facebook.com/onegadgetbali',
  shopee: 'onegadget.bali',
  alamat: 'Jl. Teuku Umar No. 88, Dauh Puri Kauh, Denpasar Barat, Bali 80113',
  email: 'halo@onegadget.example',
  jam: 'Senin–Sabtu 09.00–21.00 WITA, Minggu 10.00–18.00 WITA',
};
const FALLBACK = { whatsapp: '081111111111', shopUrl: 'https://shopee.co.id/onegadget.bali' };

describe('openingHours', () => {
  it("reads the shop's hours as written in kontak.jam", () => {
    expect(openingHours(CONTACT.jam)).toEqual(['Mo-Sa 09:00-21:00', 'Su 10:00-18:00']);
    expect(openingHours('Senin - Jumat: 9.00 - 17.30; Sabtu 10:00 s.d. 15:00')).toEqual([
      'Mo-Fr 09:00-17:30',
      'Sa 10:00-15:00',
    ]);
    expect(openingHours('Setiap hari 10.00-22.00 WITA')).toEqual(['Mo-Su 10:00-22:00']);
    expect(openingHours("Jum'at 13.00-21.00")).toEqual(['Fr 13:00-21:00']);
  });

  it('gives none when any part is written another way (no wrong hour in a search result)', () => {
    expect(openingHours('Senin–Sabtu 09.00–21.00, Minggu tutup')).toEqual([]);
    expect(openingHours('Buka terus')).toEqual([]);
    expect(openingHours('')).toEqual([]);
  });
});

describe('shopJsonLd', () => {
  it('describes the shop from kontak/aktif as a MobilePhoneStore that fits schema.org', () => {
    const shop = shopJsonLd(CONTACT, FALLBACK, ORIGIN);
    expect(shop).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MobilePhoneStore',
      name: 'ONE GADGET Bali',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icons/icon-512.png`,
      image: `${ORIGIN}/icons/icon-512.png`,
      telephone: '+6281234567890',
      email: 'halo@onegadget.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: CONTACT.alamat,
        postalCode: '80113',
        addressCountry: 'ID',
      },
      openingHours: ['Mo-Sa 09:00-21:00', 'Su 10:00-18:00'],
      sameAs: [
        'https://www.instagram.com/onegadget.bali',
        'https://www.facebook.com/onegadgetbali',
        'https://shopee.co.id/onegadget.bali',
      ],
    });
    expect(schemaErrors(shop)).toEqual([]);
  });

  it("falls back to the build config's number and shop page when kontak could not be read", () => {
    const shop = shopJsonLd(null, FALLBACK, ORIGIN);
    expect(shop).toMatchObject({ telephone: '+6281111111111', sameAs: [FALLBACK.shopUrl] });
    expect(shop).not.toHaveProperty('address');
    expect(shop).not.toHaveProperty('openingHours');
    expect(schemaErrors(shop)).toEqual([]);
  });

  it('leaves out what neither has', () => {
    const shop = shopJsonLd(null, { whatsapp: '', shopUrl: '' }, ORIGIN);
    expect(Object.keys(shop)).toEqual(['@context', '@type', 'name', 'url', 'logo', 'image']);
    expect(schemaErrors(shop)).toEqual([]);
  });
});

describe('articleJsonLd', () => {
  const article = {
    id: 'tips-baterai',
    judul: '5 Tips Merawat Baterai',
    isi: 'Battery health iPhone turun terlalu cepat?\n\nKebiasaan kecil sehari-hari ternyata sangat berpengaruh pada umur baterai, mulai dari cara mengecas sampai suhu ruangan tempat HP disimpan setiap malam.',
    cover: '/img/artikel/baterai.svg',
  };
  const url = `${ORIGIN}/artikel/tips-baterai`;

  it('describes an article with its headline, excerpt, cover and the shop as publisher, fitting schema.org', () => {
    const ld = articleJsonLd(article, url, `${ORIGIN}${article.cover}`, ORIGIN);
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: article.judul,
      image: [`${ORIGIN}/img/artikel/baterai.svg`],
      url,
      mainEntityOfPage: url,
      inLanguage: 'id',
      publisher: { '@type': 'Organization', name: 'ONE GADGET Bali' },
    });
    expect(String(ld.description)).toMatch(/^Battery health iPhone turun terlalu cepat\? Kebiasaan/);
    expect(String(ld.description).length).toBeLessThanOrEqual(163);
    expect(schemaErrors(ld)).toEqual([]);
  });

  it('has no image without a cover', () => {
    const ld = articleJsonLd({ ...article, cover: '' }, url, '', ORIGIN);
    expect(ld).not.toHaveProperty('image');
    expect(schemaErrors(ld)).toEqual([]);
  });
});

describe('absoluteUrl', () => {
  it('makes a site path absolute and keeps a full URL; nothing else', () => {
    expect(absoluteUrl(ORIGIN, '/img/a.png')).toBe(`${ORIGIN}/img/a.png`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl(ORIGIN, 'artikel/a.png')).toBe('');
    expect(absoluteUrl(ORIGIN, '//evil.example/a.png')).toBe('');
  });
});
