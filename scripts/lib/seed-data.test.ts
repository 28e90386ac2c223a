// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSeedDocuments, seedDocId } from './seed-data.mjs';

describe('seedDocId', () => {
  const now = new Date('2026-03-10T17:00:00Z'); // 11 March, 01:00 in Bali
  it('turns @today-N into the date N days ago in Bali', () => {
    expect(seedDocId('@today', now)).toBe('2026-03-11');
    expect(seedDocId('@today-0', now)).toBe('2026-03-11');
    expect(seedDocId('@today-6', now)).toBe('2026-03-05');
  });
  it('leaves every other id as it is', () => {
    expect(seedDocId('iphone-15-128', now)).toBe('iphone-15-128');
    expect(seedDocId('x@today-1', now)).toBe('x@today-1');
  });
  it('gives the seed a week of chat counters up to today', () => {
    const days = readSeedDocuments()
      .filter((d) => d.path.startsWith('chat_taps/'))
      .map((d) => d.path.slice('chat_taps/'.length));
    expect(days).toHaveLength(7);
    for (const day of days) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
