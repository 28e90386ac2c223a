import { describe, expect, it } from 'vitest';
import { baliWeekday, hoursToday, hoursTodayText } from './opening-hours';

// Fridays and Sundays in Bali (UTC+8): 27 and 29 November 2026.
const FRIDAY_NOON = new Date('2026-11-27T12:00:00+08:00');
const SUNDAY_MORNING = new Date('2026-11-29T08:00:00+08:00');
const SEED = 'Senin–Sabtu 09.00–21.00 WITA, Minggu 10.00–18.00 WITA';

describe('opening hours', () => {
  it('takes the day in Bali, not the device’s', () => {
    // 23.30 UTC on a Thursday is already Friday in Bali.
    expect(baliWeekday(new Date('2026-11-26T23:30:00Z'))).toBe(5);
  });

  it('reads a range of days and a day of its own', () => {
    expect(hoursToday(SEED, FRIDAY_NOON)).toEqual({ open: '09.00–21.00' });
    expect(hoursToday(SEED, SUNDAY_MORNING)).toEqual({ open: '10.00–18.00' });
    expect(hoursTodayText(SEED, FRIDAY_NOON)).toBe('Hari ini buka 09.00–21.00 WITA');
  });

  it('reads the other ways shops write them', () => {
    expect(hoursToday('Setiap hari 9.00 - 21.00', SUNDAY_MORNING)).toEqual({ open: '09.00–21.00' });
    expect(hoursToday("Senin s.d. Jum'at 08:30-17:00; Sabtu 09.00-15.00", FRIDAY_NOON)).toEqual({
      open: '08.30–17.00',
    });
    expect(hoursToday('Senin-Sabtu 09.00-21.00, Minggu tutup', SUNDAY_MORNING)).toEqual({ closed: true });
    expect(hoursTodayText('Senin-Sabtu 09.00-21.00, Minggu libur', SUNDAY_MORNING)).toBe('Hari ini tutup');
  });

  it('says nothing when the hours do not name today or cannot be read', () => {
    expect(hoursToday('Senin–Kamis 09.00–17.00', FRIDAY_NOON)).toBeNull();
    expect(hoursToday('Buka sesuai janji', FRIDAY_NOON)).toBeNull();
    expect(hoursTodayText('', FRIDAY_NOON)).toBeNull();
  });
});
