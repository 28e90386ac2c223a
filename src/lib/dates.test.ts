import { describe, expect, it } from 'vitest';
import { formatShortDateTime } from './dates';

describe('formatShortDateTime', () => {
  it('gives the short Indonesian date and the time with a dot', () => {
    expect(formatShortDateTime(new Date(2026, 10, 24, 14, 5))).toBe('24 Nov 2026 14.05');
    expect(formatShortDateTime(new Date(2026, 7, 4, 9, 0))).toBe('4 Agu 2026 09.00');
  });
});
