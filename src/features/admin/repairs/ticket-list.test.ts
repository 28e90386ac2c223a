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

  it('"Dalam garansi": collected tickets whose warranty still runs (WITA days from pickup)', () => {
    const now = new Date('2026-12-20T04:00:00Z');
    const collected = (code: string, days: number, at: string | null) =>
      ticket(code, 'Diambil', 1, { garansiHari: days, diambilPada: at ? new Date(at) : null });
    const list = [
      collected('OG-A', 30, '2026-11-25T03:00:00Z'),
      collected('OG-B', 7, '2026-11-25T03:00:00Z'),
      collected('OG-C', 0, '2026-12-19T03:00:00Z'),
      collected('OG-D', 30, null),
      ticket('OG-E', 'Masuk', 1, { garansiHari: 30, diambilPada: new Date('2026-12-19T03:00:00Z') }),
    ];
    expect(shownTickets(list, 'garansi', '', now).map((t) => t.code)).toEqual(['OG-A']);
    expect(filterFrom('garansi')).toBe('garansi');
  });

  it('reads the filter from the address', () => {
    expect(filterFrom('siap')).toBe('siap');
    expect(filterFrom('x')).toBe('terbuka');
    expect(filterFrom(null)).toBe('terbuka');
  });
});
