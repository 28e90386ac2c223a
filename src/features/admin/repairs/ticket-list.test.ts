import { describe, expect, it } from 'vitest';
import { ticket } from '../../../test/tickets';
import { countByGroup, filterFrom, shownTickets, sortTickets } from './ticket-list';

describe('the list', () => {
  const tickets = [
    ticket('OG-1', 'Masuk', 20),
    ticket('OG-2', 'Selesai - Siap diambil', 10),
    ticket('OG-3', 'Menunggu sparepart', 21),
    ticket('OG-4', 'sedang diservice', 22),
    ticket('OG-5', 'Masuk', 22),
    ticket('OG-6', 'Diambil', 23),
    ticket('OG-7', 'Masuk', null),
  ];

  it('puts ready for pickup first, then along the flow, newest first within', () => {
    expect(sortTickets(tickets).map((t) => t.code)).toEqual([
      'OG-2',
      'OG-5',
      'OG-1',
      'OG-7',
      'OG-4',
      'OG-3',
      'OG-6',
    ]);
  });

  it('counts each group; open tickets leave the collected out', () => {
    expect(countByGroup(tickets)).toEqual({ siap: 1, masuk: 3, diservice: 1, lainnya: 1, diambil: 1 });
    expect(shownTickets(tickets, 'terbuka', '').map((t) => t.code)).not.toContain('OG-6');
    expect(shownTickets(tickets, 'diambil', '').map((t) => t.code)).toEqual(['OG-6']);
  });

  it('searches the code, the name and the device', () => {
    expect(shownTickets(tickets, 'terbuka', 'og-3').map((t) => t.code)).toEqual(['OG-3']);
    expect(shownTickets(tickets, 'terbuka', 'nama og-4').map((t) => t.code)).toEqual(['OG-4']);
  });

  it('"Dalam garansi": tickets whose stored warranty end is today (WITA) or later', () => {
    // 20 Dec 2026, 12:00 WITA.
    const now = new Date('2026-12-20T04:00:00Z');
    const until = (code: string, end: string | null) => ({
      ...ticket(code, 'Diambil', 1),
      ...(end && { garansiSampai: new Date(end) }),
    });
    const list = [
      // Its last day is today (00:00 WITA 20 Dec), then tomorrow; one ended yesterday.
      until('OG-A', '2026-12-19T16:00:00Z'),
      until('OG-B', '2026-12-20T16:00:00Z'),
      until('OG-C', '2026-12-18T16:00:00Z'),
      until('OG-D', null),
    ];
    expect(shownTickets(list, 'garansi', '', now).map((t) => t.code)).toEqual(['OG-A', 'OG-B']);
    expect(filterFrom('garansi')).toBe('garansi');
  });

  it('reads the filter from the address', () => {
    expect(filterFrom('siap')).toBe('siap');
    expect(filterFrom('x')).toBe('terbuka');
    expect(filterFrom(null)).toBe('terbuka');
  });
});
