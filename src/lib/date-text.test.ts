import { describe, expect, it } from 'vitest';
import { parseDateText } from './date-text';

/** A WITA wall-clock time (UTC+8), whatever the time zone the tests run in. */
const at = (y: number, m: number, d: number, hh = 0, mm = 0) => new Date(Date.UTC(y, m - 1, d, hh - 8, mm));

describe('parseDateText', () => {
  it.each([
    ['12 Juni 2025', at(2025, 6, 12)],
    ['3 Mei 2025', at(2025, 5, 3)],
    ['Senin, 12 Juni 2025', at(2025, 6, 12)],
    ['senin,12 juni 2025', at(2025, 6, 12)],
    ['12 Jun 2025', at(2025, 6, 12)],
    ['17 Agt 2025', at(2025, 8, 17)],
    ['1 Des. 2025', at(2025, 12, 1)],
    ['12/06/2025', at(2025, 6, 12)],
    ['1/6/2025', at(2025, 6, 1)],
    ['12-06-2025', at(2025, 6, 12)],
    ['12.06.2025', at(2025, 6, 12)],
    ['12/06/25', at(2025, 6, 12)],
    ['June 12, 2025', at(2025, 6, 12)],
    ['Thursday, June 12, 2025', at(2025, 6, 12)],
    ['Jun 12 2025', at(2025, 6, 12)],
    ['12 June 2025', at(2025, 6, 12)],
    ['12 December 2025', at(2025, 12, 12)],
    ['2025-07-01', at(2025, 7, 1)],
  ])('%j is that day', (text, date) => {
    expect(parseDateText(text)).toEqual({ date, hasTime: false });
  });

  it.each([
    ['12 Juni 2025 10.30', at(2025, 6, 12, 10, 30)],
    ['Senin, 12 Juni 2025 pukul 10.30', at(2025, 6, 12, 10, 30)],
    ['12 Juni 2025, 10:30 WITA', at(2025, 6, 12, 10, 30)],
    ['12/06/2025 18:05', at(2025, 6, 12, 18, 5)],
    ['June 12, 2025 at 9:00', at(2025, 6, 12, 9, 0)],
  ])('%j carries its time', (text, date) => {
    expect(parseDateText(text)).toEqual({ date, hasTime: true });
  });

  it.each(['', 'kemarin', 'segera', '31/02/2025', '12/13/2025', '32 Juni 2025', '12 Juno 2025', '12 Juni'])(
    '%j is not a date',
    (text) => expect(parseDateText(text)).toBeNull(),
  );

  it('reads a typed day as a WITA day: midnight in Bali is the evening before in UTC', () => {
    expect(parseDateText('27 November 2026')?.date.toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(parseDateText('2026-11-27')?.date.toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(parseDateText('2026-11-27T10:00')?.date.toISOString()).toBe('2026-11-27T02:00:00.000Z');
    expect(parseDateText('2026-11-27T10:00:00Z')?.date.toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('reads a numeric date day first, as it is written in Indonesia', () => {
    expect(parseDateText('05/06/2025')?.date).toEqual(at(2025, 6, 5));
  });
});
