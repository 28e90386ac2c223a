// Chat taps, counted anonymously (docs/chat-taps.md): what a tap on a chat link
// names, as plain data. A chat link carries its kind (and the record it is about)
// in data- attributes; firebase/visitor/chat-tap-listen.ts notices the tap and
// chat-tap.ts adds one to the day's counters in chat_taps/{day}. firestore.rules
// holds the same vocabulary and limits (tests/rules/registry.test.ts keeps them equal).

/** Where on the site a chat link is (the counter's `kind`). */
export const TAP_KINDS = [
  'pricelist',
  'aksesoris',
  'kalkulator',
  'servis',
  'promo',
  'widget',
  'link-bio',
  'kontak',
] as const;
export type TapKind = (typeof TAP_KINDS)[number];

/** Limits of a day's document (firestore.rules holds the same). */
export const TAP_LIMITS = { sources: 20, items: 200, sourceId: 20, itemId: 40, itemName: 80 } as const;

/** The session's source, kept in sessionStorage (no cookie) from the landing on. */
export const TAP_SOURCE_KEY = 'og-chat-source';

/**
 * The fixed sources, counted whatever else a day holds; any other is a landing's
 * utm_source (sanitised), counted as itself while the day has room for it (20), else
 * in the campaigns' shared bucket, so made-up campaigns can never crowd out a count.
 */
export const TAP_SOURCES = {
  'link-bio': 'Link bio Instagram',
  search: 'Mesin pencari',
  referral: 'Situs lain',
  direct: 'Langsung',
  'kampanye-lain': 'Kampanye lain',
} as const;

/** A source the day may not have room for, as the campaigns' bucket counts it. */
export const sharedSource = (source: string) => (source in TAP_SOURCES ? source : 'kampanye-lain');

const SEARCH_ENGINES = [
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'ecosia',
  'yandex',
  'baidu',
  'brave',
  'qwant',
  'startpage',
];

/** 'Instagram Bio!' → 'instagram-bio'; '' when nothing is left. */
export function sourceId(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAP_LIMITS.sourceId)
    .replace(/-+$/, '');
}

/**
 * Where a session came from, from its landing page and referrer: its `utm_source`
 * when present (links out of /link carry link-bio), else landing on /link (or
 * arriving from it) is link-bio, a search engine's referrer is search, another
 * site's is referral, none is direct.
 */
export function landingSource(
  landing: { search: string; pathname: string; host: string },
  referrer: string,
): string {
  const utm = sourceId(new URLSearchParams(landing.search).get('utm_source') ?? '');
  if (utm) return utm;
  const isLink = (path: string) => /^\/link\/?$/.test(path);
  if (isLink(landing.pathname)) return 'link-bio';
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return 'direct';
  }
  if (from.host === landing.host) return isLink(from.pathname) ? 'link-bio' : 'direct';
  const parts = from.hostname.split('.');
  return SEARCH_ENGINES.some((e) => parts.includes(e)) ? 'search' : from.hostname ? 'referral' : 'direct';
}

/** The day in Bali (Asia/Makassar, UTC+8, no daylight saving) as YYYY-MM-DD: the counter's document id. */
export function baliDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Whether a key has the shape of an item in the day's counters ('aksesoris:charger-usbc-20w'):
 * a collection name and an id they can hold. Which collections may be named is the
 * registry's (firebase/specs/tap-items.ts); pages write keys of that type, and the
 * rules refuse any other.
 */
export const isTapItemKey = (key: string): boolean =>
  new RegExp(`^[a-z_]+:[A-Za-z0-9_-]{1,${TAP_LIMITS.itemId}}$`).test(key);

/** What a tap counts: read from the link's data- attributes. */
export interface ChatTap {
  kind: TapKind;
  /** The record it is about (a TapItemKey, firebase/specs/tap-items.ts), when there is one. */
  item?: string;
  /** The record's name as the page shows it (at most TAP_LIMITS.itemName characters). */
  name?: string;
}

/** The tap a link names (data-tap, data-tap-item, data-tap-name), or null when it names none. */
export function tapOf(link: Element): ChatTap | null {
  const kind = link.getAttribute('data-tap') as TapKind;
  if (!TAP_KINDS.includes(kind)) return null;
  const item = link.getAttribute('data-tap-item') ?? '';
  const name = (link.getAttribute('data-tap-name') ?? '').trim().slice(0, TAP_LIMITS.itemName);
  return item && name && isTapItemKey(item) ? { kind, item, name } : { kind };
}
