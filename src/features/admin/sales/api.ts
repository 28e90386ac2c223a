// The sales' reads and the till's reversal, the dashboard's sums and the points
// rate. Every read is bounded by date: a period's sales, the reversals since its
// start, a count or a sum per source (one read per 1,000 sales), a month of chat
// taps (at most 37 day documents).
import { baliDay } from '../../../lib/chat-taps';
import { toMemberProfile } from '../../../firebase/specs/users.read';
import { SALE_SOURCES } from '../../../firebase/specs/penjualan.view';
import { getDocById } from '../../../firebase/signed-in/lite-db';
import { queryDocs, readIdRange, readIds, sumDocs } from '../core/data/queries';
import { recordedWrite } from '../core/data/recorded-writes';
import type { Admin } from '../core/data/recorded-batch';
import { reverseSale, type ReversalOutcome } from '../core/data/till';
import { HISTORY_FIELD } from '../core/data/versions';
import { csvText, downloadCsv } from '../core/csv';
import { baliWeekStart, countLeadsSince } from '../api';
import {
  baliMonthStart,
  CSV_HEADER,
  saleCsvRows,
  summarisePeriod,
  toReversal,
  toSale,
  type ListedSale,
  type PeriodSummary,
  type Sale,
  type SourceTallies,
} from './sales';

export { baliWeekStart };

/** The most sales one list reads: a busy month is a few hundred. */
export const SALES_READ_MAX = 2000;

const SALES = 'penjualan';
const REVERSALS = 'penjualan_batal';

/** The sales reversed since `from` (a reversal comes after its sale): few, read whole. */
async function reversalsSince(from: Date) {
  return queryDocs(REVERSALS, { where: [['waktu', '>=', from]] });
}

/** What the sources' ids are called: a lead's reference, a requester's name, a ticket's code. */
async function sourceRefs(sales: readonly Sale[]): Promise<Map<string, string>> {
  const ids = (sumber: Sale['sumber']) =>
    sales.filter((s) => s.sumber === sumber && s.sumberId).map((s) => s.sumberId);
  const [leads, requests] = await Promise.all([
    readIds('tukar_tambah', ids('tukar_tambah')),
    readIds('promo_request', ids('promo_request')),
  ]);
  const refs = new Map<string, string>();
  for (const d of leads) if (typeof d.data.ref === 'string') refs.set(`tukar_tambah/${d.id}`, d.data.ref);
  for (const d of requests)
    if (typeof d.data.nama === 'string') refs.set(`promo_request/${d.id}`, d.data.nama);
  return refs;
}

/**
 * The sales made from `from` until `to` (none: until now), newest first, each with
 * its reversal and the names behind its ids. `full` false: the read stopped at
 * SALES_READ_MAX.
 */
export async function listSales(
  from: Date,
  to: Date | null,
): Promise<{ sales: ListedSale[]; full: boolean }> {
  const [docs, reversals] = await Promise.all([
    queryDocs(SALES, {
      where: to
        ? [
            ['waktu', '>=', from],
            ['waktu', '<', to],
          ]
        : [['waktu', '>=', from]],
      orderBy: ['waktu', 'desc'],
      limit: SALES_READ_MAX,
    }),
    reversalsSince(from),
  ]);
  const sales = docs.map(toSale);
  const [members, coupons, refs] = await Promise.all([
    readIds('users', sales.map((s) => s.member).filter(Boolean)),
    readIds('coupons', sales.map((s) => s.kupon).filter(Boolean)),
    sourceRefs(sales),
  ]);
  const batal = new Map(reversals.map((r) => [r.id, toReversal(r)]));
  const memberName = new Map(
    members.map((d) => {
      const m = toMemberProfile(d);
      return [d.id, m.nama || m.whatsapp || m.email];
    }),
  );
  const couponCode = new Map(
    coupons.map((d) => [d.id, typeof d.data.kode === 'string' ? d.data.kode : d.id]),
  );
  return {
    full: docs.length < SALES_READ_MAX,
    sales: sales.map((s) => ({
      ...s,
      batal: batal.get(s.id) ?? null,
      memberName: s.member ? (memberName.get(s.member) ?? '') : '',
      couponCode: s.kupon ? (couponCode.get(s.kupon) ?? s.kupon) : '',
      sourceRef: refs.get(`${s.sumber}/${s.sumberId}`) ?? s.sumberId,
    })),
  };
}

/** Reverses a sale at the till: its coupon given back, its points taken back. */
export function cancelSale(id: string, alasan: string, by: Admin): Promise<ReversalOutcome> {
  return reverseSale(id, alasan, by);
}

/** Saves the listed sales as the bookkeeper's CSV. */
export async function downloadSalesCsv(sales: readonly ListedSale[], fileName: string): Promise<void> {
  downloadCsv(await csvText(CSV_HEADER, saleCsvRows(sales)), fileName);
}

// ── The dashboard.

export interface SalesSummary {
  week: PeriodSummary;
  month: PeriodSummary;
}

async function talliesSince(from: Date): Promise<SourceTallies> {
  const sums = await Promise.all(
    SALE_SOURCES.map((s) =>
      sumDocs(
        SALES,
        [
          ['sumber', '==', s],
          ['waktu', '>=', from],
        ],
        'jumlah',
      ),
    ),
  );
  return Object.fromEntries(SALE_SOURCES.map((s, i) => [s, sums[i]!])) as SourceTallies;
}

/** The path's leads and Jadi since `from`, as a period's summary names them. */
const leadsSince = (from: Date) => countLeadsSince(from).then(({ total, jadi }) => ({ leads: total, jadi }));

/**
 * This week's and this month's sales by source (reversed ones left out) and their
 * path from chat to sale. A week may begin in the month before: the reversals and
 * the chat taps are read from the earlier of the two starts.
 */
export async function getSalesSummary(now: Date = new Date()): Promise<SalesSummary> {
  const week = baliWeekStart(now);
  const month = baliMonthStart(now);
  const from = week < month ? week : month;
  const [weekCounted, monthCounted, reversals, tapDays, weekLeads, monthLeads] = await Promise.all([
    talliesSince(week),
    talliesSince(month),
    reversalsSince(from),
    readIdRange('chat_taps', baliDay(from), baliDay(now)),
    leadsSince(week),
    leadsSince(month),
  ]);
  const reversed = (
    await readIds(
      SALES,
      reversals.map((r) => r.id),
    )
  ).map(toSale);
  return {
    week: summarisePeriod({ from: week, counted: weekCounted, reversed, tapDays, ...weekLeads }),
    month: summarisePeriod({ from: month, counted: monthCounted, reversed, tapDays, ...monthLeads }),
  };
}

// ── The points rate: pengaturan/poin.

const RATE_DOC = { collection: 'pengaturan', id: 'poin' } as const;

export interface StoredRate {
  /** null: the owner has not set one (no points are earned). */
  rupiahPerPoin: number | null;
  /** The document as read, for a write on that version (null: none yet). */
  seen: Record<string, unknown> | null;
}

export async function getPointsRate(): Promise<StoredRate> {
  const found = await getDocById(`${RATE_DOC.collection}/${RATE_DOC.id}`);
  const rate = found?.data.rupiahPerPoin;
  return { rupiahPerPoin: typeof rate === 'number' ? rate : null, seen: found?.data ?? null };
}

/** Sets the rate with its history entry, on the version read (else WriteConflict). */
export async function savePointsRate(
  rupiahPerPoin: number,
  seen: StoredRate['seen'],
  by: Admin,
): Promise<StoredRate> {
  const { doc } = await recordedWrite({
    ...RATE_DOC,
    action: seen ? 'ubah' : 'buat',
    data: { rupiahPerPoin },
    before: seen,
    by,
  });
  return { rupiahPerPoin, seen: doc ?? { rupiahPerPoin, [HISTORY_FIELD]: null } };
}
