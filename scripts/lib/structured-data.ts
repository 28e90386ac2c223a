// The JSON-LD (schema.org) the build writes into the pages' HTML, for search engines:
// the shop as a MobilePhoneStore on the home page, each article the build read as an
// Article on its own page. Plain data: in HTML, never in the app's scripts.
// scripts/lib/schema-types.ts checks what these build against schema.org's types.
import type { JsonLd } from '../../src/lib/page-head.ts';
import type { Article, Contact } from '../../src/firebase/types.ts';
import { socialUrl, type SocialKind } from '../../src/lib/social-links.ts';
import { normaliseWhatsApp } from '../../src/lib/chat.ts';
import { excerpt } from '../../src/lib/text.ts';

export const SHOP_NAME = 'ONE GADGET Bali';
/** The shop's square logo, from the site's root. */
export const SHOP_LOGO = '/icons/icon-512.png';

export type { JsonLd };

/** What the build config knows of the shop, for what kontak/aktif leaves empty or when it cannot be read. */
export interface ShopFallback {
  /** VITE_SHOP_WHATSAPP */
  whatsapp: string;
  /** VITE_SHOP_URL: the shop's marketplace page. */
  shopUrl: string;
}

const DAYS: Record<string, string> = {
  senin: 'Mo',
  selasa: 'Tu',
  rabu: 'We',
  kamis: 'Th',
  jumat: 'Fr',
  "jum'at": 'Fr',
  sabtu: 'Sa',
  minggu: 'Su',
  ahad: 'Su',
};
const DAY = `(senin|selasa|rabu|kamis|jum'?at|sabtu|minggu|ahad)`;
const TIME = String.raw`(\d{1,2})[.:](\d{2})`;
const TO = String.raw`\s*(?:-|–|—|s\.?\s?d\.?|sampai|hingga)\s*`;
const PART = new RegExp(
  String.raw`^(?:(setiap hari|tiap hari|buka setiap hari)|${DAY}(?:${TO}${DAY})?)\s*:?\s*(?:pukul\s*)?${TIME}${TO}${TIME}(?:\s*(?:wita|wib|wit))?$`,
  'i',
);

const hhmm = (h: string, m: string) => `${h.padStart(2, '0')}:${m}`;

/**
 * kontak.jam ('Senin–Sabtu 09.00–21.00 WITA, Minggu 10.00–18.00 WITA') in schema.org's
 * openingHours form (['Mo-Sa 09:00-21:00', 'Su 10:00-18:00']); [] when any part is
 * written another way (a wrong hour in a search result is worse than none).
 */
export function openingHours(jam: string): string[] {
  const parts = jam
    .split(/[,;\n]+/)
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const m = PART.exec(part);
    if (!m) return [];
    const [, everyDay, from, to, h1, m1, h2, m2] = m;
    const days = everyDay
      ? 'Mo-Su'
      : [from, to].flatMap((d) => (d ? [DAYS[d.toLowerCase()]!] : [])).join('-');
    out.push(`${days} ${hhmm(h1!, m1!)}-${hhmm(h2!, m2!)}`);
  }
  return out;
}

/** A WhatsApp number in any local form as an international phone number ('+6281234567890'); '' when none. */
export function internationalPhone(number: string): string {
  const n = normaliseWhatsApp(number);
  return n ? `+${n}` : '';
}

/** An absolute URL for a site path ('/img/x.png'); a full http(s) URL as it is; '' otherwise. */
export function absoluteUrl(origin: string, src: string): string {
  const s = src.trim();
  if (/^https?:\/\//i.test(s)) return s;
  if (s.startsWith('/') && !s.startsWith('//')) return `${origin}${s}`;
  return '';
}

const omitEmpty = (o: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== '' && v !== undefined && !(Array.isArray(v) && !v.length)),
  );

/**
 * The shop, from kontak/aktif as the build read it (null when it could not), each
 * empty field filled from the build config where it has one.
 */
export function shopJsonLd(contact: Contact | null, fallback: ShopFallback, origin: string): JsonLd {
  const value = (k: keyof Contact) => contact?.[k]?.trim() ?? '';
  const profiles: SocialKind[] = ['instagram', 'tiktok', 'facebook', 'shopee'];
  const sameAs = profiles.map((k) => socialUrl(k, value(k))).filter(Boolean);
  if (!value('shopee') && fallback.shopUrl) sameAs.push(fallback.shopUrl);
  const alamat = value('alamat');
  const postalCode = /\b\d{5}\b/.exec(alamat)?.[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'MobilePhoneStore',
    ...omitEmpty({
      name: SHOP_NAME,
      url: `${origin}/`,
      logo: `${origin}${SHOP_LOGO}`,
      image: `${origin}${SHOP_LOGO}`,
      telephone: internationalPhone(value('whatsapp')) || internationalPhone(fallback.whatsapp),
      email: value('email'),
      address: alamat
        ? {
            '@type': 'PostalAddress',
            streetAddress: alamat,
            ...(postalCode ? { postalCode } : {}),
            addressCountry: 'ID',
          }
        : undefined,
      openingHours: openingHours(value('jam')),
      sameAs: [...new Set(sameAs)],
    }),
  };
}

/** Characters of an article's text its description (meta, og, JSON-LD) holds. */
export const ARTICLE_DESCRIPTION = 160;

export const articleDescription = (article: Article) => excerpt(article.isi, ARTICLE_DESCRIPTION);

/** An article on its own page (`url`, absolute); `image` its cover as an absolute URL, '' without one. */
export function articleJsonLd(article: Article, url: string, image: string, origin: string): JsonLd {
  const shop = { '@type': 'Organization', name: SHOP_NAME, url: `${origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    ...omitEmpty({
      headline: article.judul.trim(),
      description: articleDescription(article),
      image: image ? [image] : undefined,
      url,
      mainEntityOfPage: url,
      inLanguage: 'id',
      author: shop,
      publisher: { ...shop, logo: { '@type': 'ImageObject', url: `${origin}${SHOP_LOGO}` } },
    }),
  };
}
