import { describe, expect, it } from 'vitest';
import { baliWeekStart } from './api';

describe('baliWeekStart', () => {
  it('Monday 00:00 in Bali of the week holding the moment', () => {
    // Thursday 26 Nov 2026, 10:00 in Bali.
    expect(baliWeekStart(new Date('2026-11-26T02:00:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    // Sunday 23:30 in Bali is still that week; Monday 00:30 begins the next.
    expect(baliWeekStart(new Date('2026-11-29T15:30:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(baliWeekStart(new Date('2026-11-29T16:30:00Z')).toISOString()).toBe('2026-11-29T16:00:00.000Z');
  });
});
