// The /link page's content: what LinkView shows and the page's head, for the page
// the build writes (src/app/Document.tsx, so social apps read the preview tags and
// the page paints before any JavaScript runs) and for LinkPage inside the app. Plain
// data and strings only.
import type { PageHead } from '../../lib/page-head';
import { NO_CHAT_NUMBER, whatsAppLink } from '../../lib/chat.ts'; // with .ts: the Vite config loads this file in Node
import { ratingText } from '../../lib/rating.ts';

export const LINK_PATH = '/link';
export const LINK_TITLE = 'ONE GADGET Bali – Pricelist, Aksesoris, Promo & Tanya Admin';
export const LINK_DESCRIPTION =
  'Toko HP, laptop dan Mac di Denpasar, Bali. Cek pricelist iPhone dan Android terbaru, aksesoris, promo tukar tambah, login member dan chat admin ONE GADGET.';
export const LINK_KEYWORDS =
  'one gadget, one gadget bali, toko hp bali, toko iphone denpasar, pricelist iphone, tukar tambah hp, servis hp bali, aksesoris hp';
export const LINK_IMAGE = '/img/og/link-preview.png';
export const LINK_IMAGE_ALT = 'Logo ONE GADGET Bali dengan tulisan All Device One Solution';
export const LINK_CHAT_TEXT = 'Halo admin ONE GADGET, saya mau tanya.';

export const LINK_HEADING = 'ONE GADGET Bali';
export const LINK_TAGLINE = 'All Device One Solution';

export interface LinkButton {
  href: string;
  label: string;
  /** What the shop most wants tapped: the brand's amber (the site's primary button). */
  promo?: boolean;
}

/** The buttons, in order (/goodnews is labelled Promo here). */
export const LINK_BUTTONS: readonly LinkButton[] = [
  { href: '/pricelist', label: 'Pricelist' },
  { href: '/aksesoris', label: 'Aksesoris' },
  { href: '/goodnews', label: 'Promo', promo: true },
  { href: '/member/login', label: 'Login Member' },
];

/**
 * Where a button leads: with the page's source, so a chat started on whatever page
 * the visitor goes on to counts as from /link (README "Chat taps").
 */
export const linkButtonHref = (b: LinkButton) => `${b.href}?utm_source=link-bio`;

/** The site's button classes (main.css, which /link loads too) plus the page's own size. */
export function linkButtonClass(b: LinkButton): string {
  return `btn link-bio__btn ${b.promo ? 'btn-primary' : 'link-bio__btn--light'}`;
}

/** Below the chat: the shop's other two answers a visitor from Instagram comes for. */
export const LINK_MORE_BUTTONS: readonly LinkButton[] = [
  { href: '/cek-servisan', label: 'Cek Servisan' },
  { href: '/kalkulator-harga', label: 'Kalkulator Harga' },
];

/** Where the shop is, how it is rated, when it opens: what the page says under its buttons. */
export interface ShopFacts {
  alamat: string;
  /** The hours as typed (kontak.jam); the page shows today's once it runs. */
  jam: string;
  /** The testimonials' average, 0–5, and how many there are; null with none. */
  rating: { average: number; count: number } | null;
}

export const NO_SHOP_FACTS: ShopFacts = { alamat: '', jam: '', rating: null };

/** The testimonials' ratings as the page's one line of trust; null with none. */
export function ratingOf(ratings: readonly number[]): ShopFacts['rating'] {
  const valid = ratings.filter((r) => Number.isFinite(r) && r > 0);
  if (!valid.length) return null;
  return { average: valid.reduce((a, b) => a + b, 0) / valid.length, count: valid.length };
}

/** '4,8 dari 5 · 12 ulasan' */
export const shopRatingText = (r: NonNullable<ShopFacts['rating']>) =>
  `${ratingText(r.average)} dari 5 · ${r.count} ulasan`;

/** A map search for the shop at its address (Google Maps opens its app on a phone). */
export const mapHref = (alamat: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`ONE GADGET ${alamat}`)}`;

export const LINK_CHAT_LABEL = 'Tanya Admin';
/** A WhatsApp action, as everywhere on the site: WhatsApp's green and its icon. */
export const LINK_CHAT_CLASS = 'btn btn-whatsapp link-bio__btn link-bio__btn--chat';

/** The chat-admin link; null without a number (the control is then shown off, never number-less). */
export function chatAdminHref(whatsapp: string): string | null {
  return whatsAppLink(whatsapp, LINK_CHAT_TEXT);
}

/**
 * The chat control's attributes: a link with the number, else an <a> without
 * href (not a link, not focusable) marked as off, which the page's script turns
 * into the link once the shop's number is known.
 */
export function chatAdminAttrs(
  whatsapp: string,
): { 'data-tap': 'link-bio' } & ({ href: string } | { 'aria-disabled': 'true'; title: string }) {
  const href = chatAdminHref(whatsapp);
  // The kind a tap on it is counted under (README "Chat taps"), after the link's own attributes.
  return {
    ...(href ? { href } : { 'aria-disabled': 'true', title: NO_CHAT_NUMBER }),
    'data-tap': 'link-bio',
  };
}

/** /link's head; siteUrl is the absolute origin ('https://shop.example'). */
export function linkHead(siteUrl: string): PageHead {
  const origin = siteUrl.replace(/\/+$/, '');
  return {
    title: LINK_TITLE,
    description: LINK_DESCRIPTION,
    keywords: LINK_KEYWORDS,
    canonical: `${origin}${LINK_PATH}`,
    share: {
      image: `${origin}${LINK_IMAGE}`,
      imageAlt: LINK_IMAGE_ALT,
      imageSize: { width: 1200, height: 630 },
      type: 'website',
    },
  };
}
