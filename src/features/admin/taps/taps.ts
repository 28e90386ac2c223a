// The dashboard's chat taps (docs/chat-taps.md): a month of chat_taps/{day}
// documents, summed up as the dashboard shows them. Plain functions.
import { baliDay, TAP_SOURCES, type TapKind } from '../../../lib/chat-taps';
import { parseTapItemKey, type TapItemCollection } from '../../../firebase/specs/tap-items';
import type { PlainDoc } from '../../../firebase/plain';

/** Days the chart shows, and the days "Paling ditanya" sums. */
export const CHART_DAYS = 30;
export const TOP_DAYS = 7;
export const TOP_ITEMS = 10;

export const KIND_LABEL: Record<TapKind, string> = {
  pricelist: 'Pricelist',
  aksesoris: 'Aksesoris',
  kalkulator: 'Kalkulator harga',
  servis: 'Cek servisan',
  promo: 'Promo',
  widget: 'Widget chat (Home)',
  'link-bio': 'Halaman Link bio',
  kontak: 'Kontak (Home)',
};

/** A source's name: the fixed ones in words, a campaign by its utm_source in words ('ig-story' → 'Kampanye ig story'). */
export const sourceLabel = (id: string) =>
  (TAP_SOURCES as Record<string, string>)[id] ?? `Kampanye ${id.replace(/-+/g, ' ').trim()}`;

export interface TopItem {
  key: string;
  collection: TapItemCollection;
  id: string;
  name: string;
  count: number;
}

export interface TapSummary {
  /** Oldest first, one per day of the chart, 0 for a day without taps. */
  days: { day: string; total: number }[];
  total: number;
  /** Over the chart's days, most first. */
  kinds: { id: string; count: number }[];
  sources: { id: string; count: number }[];
  /** Over the last TOP_DAYS days, most first. */
  top: TopItem[];
}

/** The last `n` Bali days up to `today`, oldest first. */
export function lastDays(n: number, now: Date = new Date()): string[] {
  return Array.from({ length: n }, (_, i) => baliDay(new Date(now.getTime() - (n - 1 - i) * 86_400_000)));
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const map = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function addUp(into: Map<string, number>, counts: unknown) {
  for (const [k, v] of Object.entries(map(counts))) into.set(k, (into.get(k) ?? 0) + num(v));
}

const sorted = (m: Map<string, number>) =>
  [...m]
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));

export function summariseTaps(docs: PlainDoc[], now: Date = new Date()): TapSummary {
  const byDay = new Map(docs.map((d) => [d.id, d.data]));
  const days = lastDays(CHART_DAYS, now);
  const topDays = new Set(days.slice(-TOP_DAYS));
  const kinds = new Map<string, number>();
  const sources = new Map<string, number>();
  const items = new Map<string, TopItem>();
  for (const day of days) {
    const d = byDay.get(day);
    if (!d) continue;
    addUp(kinds, d.kind);
    addUp(sources, d.source);
    if (!topDays.has(day)) continue;
    for (const [key, raw] of Object.entries(map(d.item))) {
      const ref = parseTapItemKey(key);
      if (!ref) continue;
      const it = map(raw);
      const name = typeof it.name === 'string' && it.name ? it.name : ref.id;
      const seen = items.get(key);
      // The newest day's name wins (days go oldest first): a renamed record shows its new name.
      items.set(key, { key, ...ref, name, count: (seen?.count ?? 0) + num(it.count) });
    }
  }
  const perDay = days.map((day) => ({ day, total: num(byDay.get(day)?.total) }));
  return {
    days: perDay,
    total: perDay.reduce((n, d) => n + d.total, 0),
    kinds: sorted(kinds),
    sources: sorted(sources),
    top: [...items.values()]
      .filter((i) => i.count > 0)
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'id'))
      .slice(0, TOP_ITEMS),
  };
}
