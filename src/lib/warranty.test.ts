import { describe, expect, it } from 'vitest';
import { warrantyLastDay, warrantyOf, warrantyText, witaDayStart } from './warranty';

describe('warranty', () => {
  // Collected 13 Dec 2026 at 23:30 WITA (15:30 UTC): day one is the 13th in Bali.
  const collected = new Date('2026-12-13T15:30:00Z');

  it('runs N days from the WITA day of pickup, whatever the phone’s time zone', () => {
    const w = warrantyOf(collected, 30, new Date('2027-01-12T15:59:00Z'))!;
    expect(w).toEqual({ until: '12 Jan 2027', active: true });
    expect(warrantyText(w)).toBe('Garansi sampai 12 Jan 2027');
  });

  it('ends after its last day (from midnight WITA)', () => {
    const w = warrantyOf(collected, 30, new Date('2027-01-12T16:00:00Z'))!;
    expect(warrantyText(w)).toBe('Garansi berakhir 12 Jan 2027');
    expect(warrantyText(warrantyOf(new Date('2026-11-03T02:00:00Z'), 30, new Date('2027-01-01'))!)).toBe(
      'Garansi berakhir 3 Des 2026',
    );
  });

  it('today in Bali begins at 00:00 WITA (16:00 UTC the day before)', () => {
    expect(witaDayStart(new Date('2026-11-27T15:59:00Z')).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(witaDayStart(new Date('2026-11-27T16:00:00Z')).toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });

  it('none without a pickup date or days', () => {
    expect(warrantyOf(null, 30, new Date())).toBeNull();
    expect(warrantyOf(collected, 0, new Date())).toBeNull();
    expect(warrantyLastDay(null, 30)).toBeNull();
    expect(warrantyLastDay(collected, 0)).toBeNull();
  });

  it('its last day, as stored, begins at 00:00 WITA of the day the customer reads', () => {
    const last = warrantyLastDay(collected, 30)!;
    // 12 Jan 2027 00:00 WITA.
    expect(last.toISOString()).toBe('2027-01-11T16:00:00.000Z');
    // Still in warranty through that whole day, as the status page says; not the next.
    for (const now of ['2027-01-11T16:00:00Z', '2027-01-12T15:59:00Z', '2027-01-12T16:00:00Z']) {
      const day = new Date(now);
      expect([now, witaDayStart(day) <= last]).toEqual([now, warrantyOf(collected, 30, day)!.active]);
    }
  });
});
