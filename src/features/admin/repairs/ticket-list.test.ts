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

  it('reads the filter from the address', () => {
    expect(filterFrom('siap')).toBe('siap');
    expect(filterFrom('x')).toBe('terbuka');
    expect(filterFrom(null)).toBe('terbuka');
  });
});
