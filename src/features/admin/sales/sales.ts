// The till's sales as the owner counts them: a sale and its reversal read from
// their documents, the periods the shop counts in (Bali's week and month), the
// sums by source and the path from chat to sale on the dashboard, and the rows of
// the bookkeeper's CSV. Plain functions.
import type { PlainDoc } from '../../../firebase/plain';
import type { StoredField } from '../../../firebase/specs/field';
import {
  PAYMENT_METHODS,
  penjualan,
  SALE_SOURCES,
  type PaymentMethod,
  type SaleSource,
} from '../../../firebase/specs/penjualan.view';
import { witaDate, witaIsoDay, witaParts } from '../../../lib/dates';

export interface SaleRow {
  nama: string;
  harga: number;
}

export interface Sale {
  id: string;
  /** The server's time of the sale; null only for a sale still being written. */
  waktu: Date | null;
  barang: SaleRow[];
  subtotal: number;
  diskon: number;
  jumlah: number;
  bayar: PaymentMethod;
  sumber: SaleSource;
  /** The lead, promo request or ticket it closed ('' for none). */
  sumberId: string;
  /** The member's uid and the coupon of theirs it used ('' for none). */
  member: string;
  kupon: string;
  poin: number;
}

export interface Reversal {
  alasan: string;
  waktu: Date | null;
}

/** A sale as the list shows it: its reversal, and the names behind its ids. */
export interface ListedSale extends Sale {
  batal: Reversal | null;
  /** The member's name (or their number when they gave no name); '' without a member. */
  memberName: string;
  /** The coupon's code as members know it; '' without a coupon. */
  couponCode: string;
  /** What the source is called: a lead's TT- reference, a requester's name, a ticket's code. */
  sourceRef: string;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const oneOf = <T extends string>(options: readonly T[], v: unknown, orElse: T): T =>
  options.includes(v as T) ? (v as T) : orElse;

export function toSale({ id, data }: PlainDoc): Sale {
  const rows = Array.isArray(data.barang) ? (data.barang as unknown[]) : [];
  return {
    id,
    waktu: data.waktu instanceof Date ? data.waktu : null,
    barang: rows.map((r) => {
      const row = (r ?? {}) as Record<string, unknown>;
      return { nama: str(row.nama), harga: num(row.harga) };
    }),
    subtotal: num(data.subtotal),
    diskon: num(data.diskon),
    jumlah: num(data.jumlah),
    bayar: oneOf(PAYMENT_METHODS, data.bayar, 'tunai'),
    sumber: oneOf(SALE_SOURCES, data.sumber, 'walk-in'),
    sumberId: str(data.sumberId),
    member: str(data.member),
    kupon: str(data.kupon),
    poin: num(data.poin),
  };
}

export const toReversal = ({ data }: PlainDoc): Reversal => ({
  alasan: str(data.alasan),
  waktu: data.waktu instanceof Date ? data.waktu : null,
});

const labels = (name: 'sumber' | 'bayar') => {
  const f: StoredField | undefined = penjualan.fields.find((x) => x.name === name);
  return f?.optionLabels ?? {};
};

/** The spec's words for a source ('Tukar tambah') and a payment ('QRIS'). */
export const SOURCE_LABEL = labels('sumber') as Readonly<Record<SaleSource, string>>;
export const PAYMENT_LABEL = labels('bayar') as Readonly<Record<PaymentMethod, string>>;

/** 'Charger 20W, Tempered glass' */
export const itemsText = (rows: readonly SaleRow[]): string => rows.map((r) => r.nama).join(', ');

/** What a reversed sale says beside it; '' for one that stands. */
export function reversalText(batal: Reversal | null): string {
  if (!batal) return '';
  return batal.alasan ? `Dibatalkan: ${batal.alasan}` : 'Dibatalkan';
}

// ── Periods: the shop's month, in Bali's time (its week: the admin's baliWeekStart).

/** The 1st, 00:00 WITA, of the month holding `now`, or of a month before it. */
export function baliMonthStart(now: Date, monthsBack = 0): Date {
  const p = witaParts(now);
  return witaDate(p.year, p.month - monthsBack, 1);
}

/** A month as a month input writes it ('2026-10') → its first moment and the next month's; null: not a month. */
export function monthRange(text: string): { from: Date; to: Date } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month] = [Number(m[1]), Number(m[2]) - 1];
  if (month < 0 || month > 11) return null;
  return { from: witaDate(year, month, 1), to: witaDate(year, month + 1, 1) };
}

/** '2026-10' for the month before the one holding `now`: the earlier months' list opens there. */
export const lastMonth = (now: Date): string => witaIsoDay(baliMonthStart(now, 1)).slice(0, 7);

// ── The dashboard's sums.

export interface Tally {
  count: number;
  sum: number;
}

export type SourceTallies = Record<SaleSource, Tally>;

/**
 * Each source's sales since `from`, less the reversed ones: `counted` is what the
 * aggregation queries counted (every sale, reversed ones too: a count cannot join
 * their reversals), `reversed` the sales reversed so far.
 */
export function lessReversed(counted: SourceTallies, reversed: readonly Sale[], from: Date): SourceTallies {
  const out = Object.fromEntries(SALE_SOURCES.map((s) => [s, { ...counted[s] }])) as SourceTallies;
  for (const sale of reversed) {
    if (!sale.waktu || sale.waktu < from) continue;
    const t = out[sale.sumber];
    t.count = Math.max(0, t.count - 1);
    t.sum = Math.max(0, t.sum - sale.jumlah);
  }
  return out;
}

export const total = (tallies: SourceTallies): Tally =>
  SALE_SOURCES.reduce((t, s) => ({ count: t.count + tallies[s].count, sum: t.sum + tallies[s].sum }), {
    count: 0,
    sum: 0,
  });

/** The chat taps from `from`'s day on, from chat_taps/{day} documents. */
export function tapsSince(days: readonly PlainDoc[], from: Date): number {
  const first = witaIsoDay(from);
  return days.reduce((n, d) => (d.id >= first ? n + num(d.data.total) : n), 0);
}

/** A period's path from chat to sale: taps → trade-in leads → Jadi → sold (with its amount). */
export interface Funnel {
  taps: number;
  leads: number;
  jadi: number;
  sold: Tally;
}

export interface PeriodSummary {
  bySource: SourceTallies;
  total: Tally;
  funnel: Funnel;
}

/** A period's sums: by source with reversed sales left out, and its path from chat to sale. */
export function summarisePeriod(input: {
  from: Date;
  counted: SourceTallies;
  reversed: readonly Sale[];
  tapDays: readonly PlainDoc[];
  leads: number;
  jadi: number;
}): PeriodSummary {
  const bySource = lessReversed(input.counted, input.reversed, input.from);
  return {
    bySource,
    total: total(bySource),
    funnel: {
      taps: tapsSince(input.tapDays, input.from),
      leads: input.leads,
      jadi: input.jadi,
      sold: bySource.tukar_tambah,
    },
  };
}

// ── The bookkeeper's CSV.

export const CSV_HEADER = [
  'Tanggal',
  'Jam',
  'Barang',
  'Subtotal',
  'Diskon',
  'Dibayar',
  'Pembayaran',
  'Sumber',
  'Referensi',
  'Member',
  'Kupon',
  'Poin',
  'Dibatalkan',
  'Alasan batal',
  'ID penjualan',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * One row per sale, oldest first, as a spreadsheet reads it: the day (2026-11-29)
 * and time (14:05) in Bali, the items with their prices, amounts as plain whole
 * numbers, and a reversed sale marked with its reason. Cells stay text: the
 * file's writer guards them against formulas.
 */
export function saleCsvRows(sales: readonly ListedSale[]): string[][] {
  return [...sales]
    .sort((a, b) => (a.waktu?.getTime() ?? 0) - (b.waktu?.getTime() ?? 0))
    .map((s) => {
      const p = s.waktu && witaParts(s.waktu);
      return [
        s.waktu ? witaIsoDay(s.waktu) : '',
        p ? `${two(p.hour)}:${two(p.minute)}` : '',
        s.barang.map((r) => `${r.nama} (${r.harga})`).join('; '),
        String(s.subtotal),
        String(s.diskon),
        String(s.jumlah),
        PAYMENT_LABEL[s.bayar],
        SOURCE_LABEL[s.sumber],
        s.sourceRef || s.sumberId,
        s.memberName,
        s.couponCode || s.kupon,
        String(s.poin),
        s.batal ? 'Ya' : '',
        s.batal?.alasan ?? '',
        s.id,
      ];
    });
}

/** `penjualan-2026-11.csv`, `penjualan-minggu-2026-11-23.csv`: what the file holds. */
export function salesFileName(period: { kind: 'minggu' | 'bulan'; from: Date }): string {
  return period.kind === 'minggu'
    ? `penjualan-minggu-${witaIsoDay(period.from)}.csv`
    : `penjualan-${witaIsoDay(period.from).slice(0, 7)}.csv`;
}
