import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDateTime } from './dates';

describe('formatShortDateTime', () => {
  it('gives the short Indonesian date and the time with a dot', () => {
    expect(formatShortDateTime(new Date(2026, 10, 24, 14, 5))).toBe('24 Nov 2026 14.05');
    expect(formatShortDateTime(new Date(2026, 7, 4, 9, 0))).toBe('4 Agu 2026 09.00');
  });
});

describe('formatShortDate', () => {
  it('gives the day, the short Indonesian month and the year', () => {
    expect(formatShortDate(new Date(2026, 10, 27, 12, 0))).toBe('27 Nov 2026');
    expect(formatShortDate(new Date(2026, 7, 4, 12, 0))).toBe('4 Agu 2026');
  });
});
