// The Reward page's points: the member's ledger entries as the page reads them, and
// the lines it says about them. Pure.
import type { PlainDoc } from '../../firebase/plain';
import { groupThousands, formatRupiah } from '../../lib/currency';
import { readDate } from '../../lib/date-text';
import { formatShortDate } from '../../lib/dates';

/** The newest entries the page shows: a year of weekly visits. */
export const POINTS_SHOWN = 50;

export type PointsKind = 'dapat' | 'tukar' | 'batal';

/** One entry of poin/{uid}/mutasi: points earned by a sale, spent on a reward, or taken back. */
export interface PointsEntry {
  id: string;
  jenis: PointsKind;
  poin: number;
  /** The reward's id, for a 'tukar'. */
  reward: string;
  waktu: Date | null;
}

export interface Points {
  saldo: number;
  /** Newest first. */
  entries: PointsEntry[];
}

const KINDS: readonly string[] = ['dapat', 'tukar', 'batal'];

export function toPointsEntry({ id, data }: PlainDoc): PointsEntry {
  const poin = typeof data.poin === 'number' && Number.isFinite(data.poin) ? Math.abs(data.poin) : 0;
  return {
    id,
    jenis:
      typeof data.jenis === 'string' && KINDS.includes(data.jenis) ? (data.jenis as PointsKind) : 'dapat',
    poin,
    reward: typeof data.reward === 'string' ? data.reward : '',
    waktu: readDate(data.waktu),
  };
}

/** '1.250 poin' */
export const pointsLabel = (n: number): string =>
  `${groupThousands(String(Math.max(0, Math.round(n))))} poin`;

/**
 * An entry's amount and what moved it: '+120 poin' and 'Belanja 12 Des 2026', '−500
 * poin' and 'Tukar Gratis Tempered Glass · 12 Des 2026', '−120 poin' and 'Batal
 * penjualan 12 Des 2026'. `rewardTitle` names a reward by its id ('' when it is gone).
 */
export function entryParts(
  e: PointsEntry,
  rewardTitle: (id: string) => string,
): { amount: string; what: string } {
  const amount = `${e.jenis === 'dapat' ? '+' : '\u2212'}${pointsLabel(e.poin)}`;
  const day = e.waktu ? formatShortDate(e.waktu) : '';
  const what =
    e.jenis === 'dapat'
      ? ['Belanja', day].filter(Boolean).join(' ')
      : e.jenis === 'batal'
        ? ['Batal penjualan', day].filter(Boolean).join(' ')
        : [`Tukar ${rewardTitle(e.reward) || 'reward'}`, day].filter(Boolean).join(' · ');
  return { amount, what };
}

/** An entry in one line: '+120 poin · Belanja 12 Des 2026'. */
export function entryLine(e: PointsEntry, rewardTitle: (id: string) => string): string {
  const { amount, what } = entryParts(e, rewardTitle);
  return `${amount} · ${what}`;
}

/** How points are earned, at the owner's rate: 'Dapat 1 poin tiap belanja Rp 10.000 di toko.' */
export function earnLine(rupiahPerPoin: number | null): string {
  return rupiahPerPoin && rupiahPerPoin > 0
    ? `Dapat 1 poin tiap belanja ${formatRupiah(rupiahPerPoin)} di toko.`
    : 'Dapat poin dari belanja di toko.';
}

export const REDEEM_LINE = 'Tukarkan poin dengan reward di kasir — tunjukkan Kartu member.';
