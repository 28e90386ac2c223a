// Dates as the shop lives them: in Bali's time (WITA, Asia/Makassar, UTC+8, no daylight
// saving), whatever the time zone of the phone that shows them, so a tourist's phone
// and the shop's show the same day.

export const SHOP_TIME_ZONE = 'Asia/Makassar';
const WITA_OFFSET = 8 * 3_600_000;

/**
 * A formatter made on its first use: making one loads the locale's data, which a
 * slow phone takes a tenth of a second over, and most pages that import this module
 * (the price list's first rows among them) never format a date.
 */
function format(options: Intl.DateTimeFormatOptions): { format(d: Date): string } {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (d) =>
      (made ??= new Intl.DateTimeFormat('id-ID', { ...options, timeZone: SHOP_TIME_ZONE })).format(d),
  };
}

const longDate = format({ day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = format({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const shortDate = format({ day: 'numeric', month: 'short', year: 'numeric' });
const clock = format({ hour: '2-digit', minute: '2-digit' });
const weekdayDate = format({ weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' });

/** '1 Juni 2025' */
export function formatDate(d: Date): string {
  return longDate.format(d);
}

/** '1 Juni 2025 pukul 10.00' */
export function formatDateTime(d: Date): string {
  return dateTime.format(d);
}

/** '27 Nov 2026' */
export function formatShortDate(d: Date): string {
  return shortDate.format(d);
}

/** 'Jumat, 27 Nov 2026' */
export function formatWeekdayDate(d: Date): string {
  return weekdayDate.format(d);
}

/** '24 Nov 2026 14.05' (short, for a line like 'Harga per …'). */
export function formatShortDateTime(d: Date): string {
  return `${shortDate.format(d)} ${clock.format(d)}`;
}

/** The moment a WITA wall-clock time names (month 0–11, as Date counts them). */
export function witaDate(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month, day, hour, minute) - WITA_OFFSET);
}

/** The WITA calendar day and time of a moment (month 0–11). */
export function witaParts(d: Date) {
  const w = new Date(d.getTime() + WITA_OFFSET);
  return {
    year: w.getUTCFullYear(),
    month: w.getUTCMonth(),
    day: w.getUTCDate(),
    hour: w.getUTCHours(),
    minute: w.getUTCMinutes(),
  };
}

/**
 * '2026-11-27': the WITA day of a moment, as a date input and a file name write it
 * (lib/chat-taps.ts's baliDay is the same, kept apart so a visitor's tap loads no formatter).
 */
export function witaIsoDay(d: Date): string {
  return new Date(d.getTime() + WITA_OFFSET).toISOString().slice(0, 10);
}

/** '2026-12-31' when it names a real calendar day (a date input's value), else null. */
function isoDayParts(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const d = new Date(Date.UTC(year, month, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month && d.getUTCDate() === day
    ? { year, month, day }
    : null;
}

export const isIsoDay = (text: string): boolean => isoDayParts(text) !== null;

/** The moment a day written '2026-12-31' is over in Bali (the next day's 00:00 WITA); null: no day. */
export function dayEnd(text: string): Date | null {
  const p = isoDayParts(text);
  return p && witaDate(p.year, p.month, p.day + 1);
}

/** A day written '2026-12-31' as a moment within it (noon WITA), for formatting; null: no day. */
export function isoDay(text: string): Date | null {
  const p = isoDayParts(text);
  return p && witaDate(p.year, p.month, p.day, 12);
}
