// A repair's warranty: N days from the day the customer collected the device,
// counted in Bali's days (WITA, UTC+8, no daylight saving), whatever the phone's
// time zone. Plain functions: the status page and the admin list share them.

const DAY = 86_400_000;
const WITA = 8 * 3_600_000;

/** The WITA day a moment falls on, as a day number (days since 1 Jan 1970). */
const witaDay = (d: Date) => Math.floor((d.getTime() + WITA) / DAY);

const shortDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface Warranty {
  /** The last day covered, as '12 Jan 2027'. */
  until: string;
  /** Today (WITA) is on or before that day. */
  active: boolean;
}

/** The moment today began in Bali (00:00 WITA): "today" on the dashboard. */
export const witaDayStart = (now: Date) => new Date(witaDay(now) * DAY - WITA);

/**
 * The warranty's last day, as the moment it begins in Bali (00:00 WITA), or null
 * without a pickup or days. Stored on the ticket (garansiSampai), it is what the
 * admin's "Dalam garansi" queries: in warranty while it is on or after today's start.
 */
export function warrantyLastDay(collected: Date | null, days: number): Date | null {
  if (!collected || !(days > 0)) return null;
  return new Date((witaDay(collected) + days) * DAY - WITA);
}

/** The warranty of a device collected at `collected`, or null when it has none. */
export function warrantyOf(collected: Date | null, days: number, now: Date): Warranty | null {
  const lastDay = warrantyLastDay(collected, days);
  if (!lastDay) return null;
  const last = witaDay(lastDay);
  return { until: shortDate.format(new Date(last * DAY)), active: witaDay(now) <= last };
}

/** 'Garansi sampai 12 Jan 2027' while it runs, 'Garansi berakhir 3 Des 2026' after. */
export const warrantyText = (w: Warranty) => `Garansi ${w.active ? 'sampai' : 'berakhir'} ${w.until}`;
