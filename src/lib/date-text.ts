// Dates the shop typed as text, in the forms its data really has: '12 Juni 2025',
// 'Senin, 12 Juni 2025', '12/06/2025' (day first, as written in Indonesia),
// 'June 12, 2025', '12 June 2025', ISO '2025-06-12', each with an optional time
// ('10.00', '10:00', 'pukul 10.00'). The shop's time (WITA), as the admin meant it,
// whatever the time zone of the phone that reads it.

import { witaDate, witaParts } from './dates';

const MONTHS: Record<string, number> = {};
const NAMES = [
  ['januari', 'january'],
  ['februari', 'february', 'pebruari'],
  ['maret', 'march'],
  ['april'],
  ['mei', 'may'],
  ['juni', 'june'],
  ['juli', 'july'],
  ['agustus', 'august', 'agt', 'ags'],
  ['september', 'sept'],
  ['oktober', 'october'],
  ['november', 'nopember'],
  ['desember', 'december'],
];
NAMES.forEach((names, month) => {
  for (const name of names) {
    MONTHS[name] = month;
    // Short forms: 'Jun', 'Agu', 'Okt', 'Des', 'Dec', …
    if (name.length > 3) MONTHS[name.slice(0, 3)] = month;
  }
});

/** The month a word names (Indonesian or English, full or short), or -1. */
export function monthOf(word: string): number {
  return MONTHS[word.toLowerCase().replace(/\.$/, '')] ?? -1;
}

export interface DateText {
  date: Date;
  /** Whether the text named a time of day. */
  hasTime: boolean;
}

const TIME = String.raw`(?:[ ,]+(?:pukul|jam|at)?\s*(\d{1,2})[.:](\d{2})(?:\s*(?:WIB|WITA|WIT))?)?`;
const DAY_MONTH_YEAR = new RegExp(String.raw`^(\d{1,2})\s+([a-z]+\.?)\s+(\d{4})${TIME}$`, 'i');
const MONTH_DAY_YEAR = new RegExp(String.raw`^([a-z]+\.?)\s+(\d{1,2}),?\s+(\d{4})${TIME}$`, 'i');
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})${TIME}$`, 'i');
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'Senin, ' / 'Thursday, ' before the date. */
const WEEKDAY = /^[a-z]+,\s*/i;

function build(y: number, m: number, d: number, hh?: string, mm?: string): DateText | null {
  const hour = Number(hh ?? 0);
  const minute = Number(mm ?? 0);
  if (m < 0 || m > 11 || d < 1 || hour > 23 || minute > 59) return null;
  const date = witaDate(y, m, d, hour, minute);
  // 31/02 rolls over into March: not a date.
  const wita = witaParts(date);
  if (wita.month !== m || wita.day !== d) return null;
  return { date, hasTime: hh !== undefined };
}

/** The date a text names, or null when it is not one of the forms above. */
export function parseDateText(input: string): DateText | null {
  const s = input.trim().replace(/\s+/g, ' ');
  if (!s) return null;
  const iso = ISO_DAY.exec(s);
  if (iso) return build(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  if (/^\d{4}-\d{2}-\d{2}T/.test(s)) {
    // An ISO time without its zone is WITA's.
    const date = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(s) ? s : `${s}+08:00`);
    return Number.isNaN(date.getTime()) ? null : { date, hasTime: true };
  }
  const text = s.replace(WEEKDAY, '');
  let m = DAY_MONTH_YEAR.exec(text);
  if (m) return build(Number(m[3]), monthOf(m[2]!), Number(m[1]), m[4], m[5]);
  m = MONTH_DAY_YEAR.exec(text);
  if (m) return build(Number(m[3]), monthOf(m[1]!), Number(m[2]), m[4], m[5]);
  m = NUMERIC.exec(text);
  if (m) {
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return build(year, Number(m[2]) - 1, Number(m[1]), m[4], m[5]);
  }
  return null;
}

/**
 * A date as documents hold it: a Date, a number (ms), or a date the shop typed as
 * text (above); null for anything else.
 */
export function readDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'number') return new Date(v);
  if (typeof v !== 'string') return null;
  return parseDateText(v)?.date ?? null;
}
