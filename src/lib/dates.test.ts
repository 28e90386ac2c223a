import { describe, expect, it } from 'vitest';
import {
  dayEnd,
  formatDate,
  formatDateTime,
  formatShortDate,
  formatShortDateTime,
  formatWeekdayDate,
  isIsoDay,
  isoDay,
  witaDate,
  witaIsoDay,
  witaParts,
} from './dates';

/** Already 27 November in Bali (01.30 WITA), still the 26th in UTC and in New York. */
const EARLY_27_NOV = new Date('2026-11-26T17:30:00Z');

describe('dates in WITA, whatever the device', () => {
  it('gives the short Indonesian date and the time with a dot', () => {
    expect(formatShortDateTime(witaDate(2026, 10, 24, 14, 5))).toBe('24 Nov 2026 14.05');
    expect(formatShortDateTime(witaDate(2026, 7, 4, 9, 0))).toBe('4 Agu 2026 09.00');
  });

  it("shows a moment on Bali's day, not UTC's", () => {
    expect(formatDate(EARLY_27_NOV)).toBe('27 November 2026');
    expect(formatShortDate(EARLY_27_NOV)).toBe('27 Nov 2026');
    expect(formatWeekdayDate(EARLY_27_NOV)).toBe('Jumat, 27 Nov 2026');
    expect(formatDateTime(EARLY_27_NOV)).toBe('27 November 2026 pukul 01.30');
    expect(formatShortDateTime(EARLY_27_NOV)).toBe('27 Nov 2026 01.30');
    expect(witaIsoDay(EARLY_27_NOV)).toBe('2026-11-27');
    expect(witaParts(EARLY_27_NOV)).toEqual({ year: 2026, month: 10, day: 27, hour: 1, minute: 30 });
  });

  it('a WITA wall-clock time is 8 hours ahead of UTC', () => {
    expect(witaDate(2026, 10, 27).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(witaDate(2026, 10, 27, 23, 59).toISOString()).toBe('2026-11-27T15:59:00.000Z');
  });
});

describe('formatShortDate', () => {
  it('gives the day, the short Indonesian month and the year', () => {
    expect(formatShortDate(witaDate(2026, 10, 27, 12, 0))).toBe('27 Nov 2026');
    expect(formatShortDate(witaDate(2026, 7, 4, 12, 0))).toBe('4 Agu 2026');
  });
});

describe('a day written as a date input writes it (2026-12-31)', () => {
  it('is a real calendar day or none', () => {
    expect(isIsoDay('2026-12-31')).toBe(true);
    expect(isIsoDay(' 2024-02-29 ')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('31-12-2026')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(dayEnd('besok')).toBeNull();
    expect(isoDay('2026-13-01')).toBeNull();
  });

  it("ends at the next day's midnight in Bali, and reads as that day whatever the device", () => {
    expect(dayEnd('2026-12-31')).toEqual(new Date('2027-01-01T00:00:00+08:00'));
    expect(formatShortDate(isoDay('2026-12-31')!)).toBe('31 Des 2026');
    expect(formatDate(isoDay('2026-01-01')!)).toBe('1 Januari 2026');
  });
});
