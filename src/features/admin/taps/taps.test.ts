import { describe, expect, it } from 'vitest';
import { summariseTaps } from './taps';

const NOW = new Date('2026-03-10T04:00:00Z'); // 10 March in Bali
const day = (id: string, data: Record<string, unknown>) => ({ id, data });

describe('summariseTaps', () => {
  const s = summariseTaps(
    [
      day('2026-03-10', {
        total: 3,
        kind: { pricelist: 2, widget: 1 },
        source: { direct: 2, search: 1 },
        item: { 'pricelist:ip15': { count: 2, name: 'iPhone 15 (baru)' } },
      }),
      day('2026-03-04', {
        total: 2,
        kind: { aksesoris: 2 },
        source: { 'link-bio': 2 },
        item: {
          'pricelist:ip15': { count: 1, name: 'iPhone 15' },
          'aksesoris:c1': { count: 1, name: 'Charger' },
        },
      }),
      // Outside the top's 7 days, inside the chart's 30.
      day('2026-03-01', {
        total: 4,
        kind: { kontak: 4 },
        source: { direct: 4 },
        item: { 'aksesoris:c1': { count: 4, name: 'Charger' } },
      }),
    ],
    NOW,
  );

  it('has 30 days, oldest first, 0 for a day without taps', () => {
    expect(s.days).toHaveLength(30);
    expect(s.days[29]).toEqual({ day: '2026-03-10', total: 3 });
    expect(s.days[0]).toEqual({ day: '2026-02-09', total: 0 });
    expect(s.total).toBe(9);
  });

  it('ranks the last 7 days’ items, with their newest name and a link target', () => {
    expect(s.top).toEqual([
      { key: 'pricelist:ip15', collection: 'pricelist', id: 'ip15', name: 'iPhone 15 (baru)', count: 3 },
      { key: 'aksesoris:c1', collection: 'aksesoris', id: 'c1', name: 'Charger', count: 1 },
    ]);
  });

  it('splits the month by kind and by source, most first', () => {
    expect(s.kinds).toEqual([
      { id: 'kontak', count: 4 },
      { id: 'aksesoris', count: 2 },
      { id: 'pricelist', count: 2 },
      { id: 'widget', count: 1 },
    ]);
    expect(s.sources[0]).toEqual({ id: 'direct', count: 6 });
  });
});
