// The /link page's content, in one place for two renderers: LinkPage (React, in
// the browser) and the build step (scripts/vite-link-page.ts) that writes the
// same markup and head tags into dist/link.html, so social apps read the preview
// tags and the page paints before any JavaScript runs. Plain data and strings
// only: this file is loaded by the Vite config in Node.
import { NO_CHAT_NUMBER, whatsAppLink } from '../../lib/chat.ts'; // with .ts: the Vite config loads this file in Node

export const LINK_PATH = '/link';
export const LINK_TITLE = 'ONE GADGET Bali – Pricelist, Aksesoris, Promo & Chat Admin';
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

export const LINK_CHAT_LABEL = 'Chat Admin';
/** A WhatsApp action, as everywhere on the site: WhatsApp's green and its icon. */
export const LINK_CHAT_CLASS = 'btn btn-whatsapp link-bio__btn link-bio__btn--chat';

/**
 * src/ui/WhatsAppIcon.tsx as HTML, for the page the build writes (this file runs in
 * Node, without React). The markup test holds the two together.
 */
const WHATSAPP_ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">' +
  '<path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5.1-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.2 15.3l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8z"></path>' +
  '<path d="M8.9 7.2h-.6c-.2 0-.5.1-.7.3-.3.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.8 2.2.9 2.6.7 3.1.6.5 0 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3l-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.3-.1-1.1-.4-2-1.3-.8-.7-1.3-1.5-1.4-1.8-.2-.3 0-.4.1-.5l.4-.4.2-.4c.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4z"></path>' +
  '</svg>';

/**
 * The pre-rendered copy sits beside #root, not inside it: React empties #root when
 * it starts and shows nothing there until the lazy page has loaded, so a copy
 * inside would vanish for a moment. LinkPage removes this one in the same frame
 * in which its own markup appears.
 */
export const LINK_STATIC_ID = 'link-static';

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

export interface HeadTag {
  /** <meta name=…> or <meta property=…> (Open Graph) */
  attr: 'name' | 'property';
  key: string;
  content: string;
}

/** Every head tag of /link; siteUrl is the absolute origin ('https://shop.example'). */
export function linkHeadTags(siteUrl: string): HeadTag[] {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = `${origin}${LINK_PATH}`;
  const image = `${origin}${LINK_IMAGE}`;
  return [
    { attr: 'name', key: 'description', content: LINK_DESCRIPTION },
    { attr: 'name', key: 'keywords', content: LINK_KEYWORDS },
    { attr: 'property', key: 'og:type', content: 'website' },
    { attr: 'property', key: 'og:site_name', content: 'ONE GADGET Bali' },
    { attr: 'property', key: 'og:locale', content: 'id_ID' },
    { attr: 'property', key: 'og:title', content: LINK_TITLE },
    { attr: 'property', key: 'og:description', content: LINK_DESCRIPTION },
    { attr: 'property', key: 'og:url', content: url },
    { attr: 'property', key: 'og:image', content: image },
    { attr: 'property', key: 'og:image:width', content: '1200' },
    { attr: 'property', key: 'og:image:height', content: '630' },
    { attr: 'property', key: 'og:image:alt', content: LINK_IMAGE_ALT },
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attr: 'name', key: 'twitter:title', content: LINK_TITLE },
    { attr: 'name', key: 'twitter:description', content: LINK_DESCRIPTION },
    { attr: 'name', key: 'twitter:image', content: image },
  ];
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The head of /link as HTML: title and meta tags. `siteDefaults` are
 * the site-wide title and description that /link's replace (kept for the SPA,
 * which restores them when the visitor moves on; see head-tags.ts).
 */
export function renderLinkHead(
  siteUrl: string,
  siteDefaults: { title: string; description: string },
): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const meta = (t: HeadTag) => {
    const keep =
      t.key === 'description' ? ` data-site-default="${escapeHtml(siteDefaults.description)}"` : '';
    return `<meta ${t.attr}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}" data-link-head${keep} />`;
  };
  return [
    `<title data-site-default="${escapeHtml(siteDefaults.title)}">${escapeHtml(LINK_TITLE)}</title>`,
    ...linkHeadTags(origin).map(meta),
  ].join('\n    ');
}

/**
 * The page's markup as HTML, exactly what LinkView renders (a test holds the two
 * together), wrapped like BareLayout's <main>.
 */
export function renderLinkBody(whatsapp = ''): string {
  const buttons = LINK_BUTTONS.map(
    (b) =>
      `<a class="${linkButtonClass(b)}" href="${escapeHtml(linkButtonHref(b))}">${escapeHtml(b.label)}</a>`,
  ).join('');
  const attrs = Object.entries(chatAdminAttrs(whatsapp))
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  const chat =
    `<a class="${LINK_CHAT_CLASS}"${attrs} target="_blank" rel="noopener noreferrer">` +
    `${WHATSAPP_ICON}${escapeHtml(LINK_CHAT_LABEL)}</a>`;
  return (
    `<main id="main"><div class="link-bio"><div class="link-bio__inner">` +
    `<img class="link-bio__logo" src="/logo.svg" alt="Logo ONE GADGET" width="96" height="96" />` +
    `<h1 class="link-bio__title">${escapeHtml(LINK_HEADING)}</h1>` +
    `<p class="link-bio__tagline">${escapeHtml(LINK_TAGLINE)}</p>` +
    `<nav class="link-bio__links" aria-label="Tautan ONE GADGET">${buttons}${chat}</nav>` +
    `</div></div></main>`
  );
}
