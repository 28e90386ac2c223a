import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX } from '../../../config/limits';
import { REPAIR_HISTORY_MAX, REPAIR_ITEMS_MAX } from '../../../firebase/specs/servisan';
import { MESSAGES } from '../catalogue/validate';
import type { Ticket } from './ticket';
import {
  checkTicket,
  codeChangeChatHref,
  codeChangeMessage,
  countByGroup,
  customerChatHref,
  dateInput,
  draftFrom,
  emptyDraft,
  entryDate,
  filterFrom,
  itemField,
  shownTickets,
  sortTickets,
  statusLink,
  statusMessage,
  TICKET_MESSAGES,
  withHistoryLine,
  type TicketDraft,
} from './ticket';

const now = new Date(2026, 10, 23, 9, 30);

const draft = (over: Partial<TicketDraft> = {}): TicketDraft => ({
  ...emptyDraft(now),
  nama: 'Putu',
  perangkat: 'iPhone 12',
  keluhan: 'Layar bergaris',
  ...over,
});

const ticket = (code: string, status: string, day: number | null, over: Partial<Ticket> = {}): Ticket => ({
  code,
  nama: `Nama ${code}`,
  perangkat: 'HP',
  tanggalMasuk: day === null ? null : new Date(2026, 10, day),
  tanggalMasukText: '',
  status,
  keluhan: '',
  historyPerbaikan: [],
  garansi: '',
  total: 0,
  itemList: [],
  ...over,
});

describe('checkTicket', () => {
  it('turns the form into the stored fields, with the total of the items', () => {
    const r = checkTicket(
      draft({
        whatsapp: ' 0812-3456-7890 ',
        garansi: 'Garansi 30 hari',
        items: [
          { nama: 'LCD', harga: '1.950.000' },
          { nama: '', harga: '' },
          { nama: 'Jasa', harga: 'Rp 200.000' },
        ],
      }),
      now,
      null,
    );
    expect(r).toEqual({
      ok: true,
      whatsapp: '0812-3456-7890',
      fields: {
        nama: 'Putu',
        perangkat: 'iPhone 12',
        keluhan: 'Layar bergaris',
        garansi: 'Garansi 30 hari',
        tanggalMasuk: now,
        itemList: [
          { nama: 'LCD', harga: 1950000 },
          { nama: 'Jasa', harga: 200000 },
        ],
        total: 2150000,
      },
    });
  });

  it('says what is wrong beside each field, the item rows included', () => {
    const r = checkTicket(
      draft({
        nama: ' ',
        whatsapp: 'call me',
        tanggalMasuk: '',
        items: [
          { nama: '', harga: '5000' },
          { nama: 'Baterai', harga: 'lima ribu' },
          { nama: 'Diskon', harga: '-5000' },
        ],
      }),
      now,
      null,
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        nama: 'Wajib diisi.',
        whatsapp: TICKET_MESSAGES.whatsapp,
        tanggalMasuk: TICKET_MESSAGES.date,
        [itemField(0, 'nama')]: TICKET_MESSAGES.itemName,
        [itemField(1, 'harga')]: 'Harus berupa angka, misalnya 1500000 atau 1.500.000.',
        [itemField(2, 'harga')]: 'Tidak boleh kurang dari 0.',
      },
    });
  });

  it('refuses text longer than the rules allow and too many items', () => {
    const many = Array.from({ length: REPAIR_ITEMS_MAX + 1 }, (_, i) => ({ nama: `Item ${i}`, harga: '1' }));
    const r = checkTicket(draft({ perangkat: 'x'.repeat(121), items: many }), now, null);
    expect(r).toMatchObject({
      ok: false,
      errors: { perangkat: 'Maksimal 120 karakter.', items: TICKET_MESSAGES.tooManyItems },
    });
  });

  it('refuses an amount, or a total, above what the rules store', () => {
    const big = String(AMOUNT_MAX);
    const one = checkTicket(draft({ items: [{ nama: 'LCD', harga: `${big}0` }] }), now, null);
    expect(one).toMatchObject({ ok: false, errors: { [itemField(0, 'harga')]: MESSAGES.max(AMOUNT_MAX) } });
    const two = checkTicket(
      draft({
        items: [
          { nama: 'LCD', harga: big },
          { nama: 'Baterai', harga: '1' },
        ],
      }),
      now,
      null,
    );
    expect(two).toMatchObject({ ok: false, errors: { items: TICKET_MESSAGES.totalTooHigh } });
    expect(checkTicket(draft({ items: [{ nama: 'LCD', harga: big }] }), now, null).ok).toBe(true);
  });

  it('an edit keeps the stored date when the day is left as it was or cleared', () => {
    const stored = new Date(2026, 10, 20, 14, 5);
    const same = checkTicket(draft({ tanggalMasuk: '2026-11-20' }), now, { date: stored });
    expect(same.ok && same.fields.tanggalMasuk).toBe(stored);
    const legacy = checkTicket(draft({ tanggalMasuk: '' }), now, { date: null });
    expect(legacy.ok && 'tanggalMasuk' in legacy.fields).toBe(false);
  });
});

describe('entryDate', () => {
  it('today is now; another day is its midday', () => {
    expect(entryDate(dateInput(now), null, now)).toBe(now);
    expect(entryDate('2026-11-01', null, now)).toEqual(new Date(2026, 10, 1, 12));
    expect(entryDate('', null, now)).toBeUndefined();
  });
});

describe('draftFrom', () => {
  it('shows a stored ticket in the form, with one empty row when it has no items', () => {
    const t = ticket('OG-A', 'Masuk', 20, { itemList: [{ nama: 'LCD', harga: 100 }] });
    expect(draftFrom(t, '0812')).toMatchObject({
      whatsapp: '0812',
      tanggalMasuk: '2026-11-20',
      items: [{ nama: 'LCD', harga: '100' }],
    });
    expect(draftFrom(ticket('OG-B', 'Masuk', null), '').items).toEqual([{ nama: '', harga: '' }]);
  });
});

describe('withHistoryLine', () => {
  const line = { tanggal: now, keterangan: 'Sedang diservice' };
  it('adds a line to a list, and turns an old text of lines into a list', () => {
    expect(withHistoryLine(['a'], line)).toEqual(['a', line]);
    expect(withHistoryLine('28 Mei – Cek\n\n30 Mei – Ganti keyboard', line)).toEqual([
      '28 Mei – Cek',
      '30 Mei – Ganti keyboard',
      line,
    ]);
    expect(withHistoryLine(undefined, line)).toEqual([line]);
  });
  it('keeps the newest lines within the rules’ limit', () => {
    const full = Array.from({ length: REPAIR_HISTORY_MAX }, (_, i) => `l${i}`);
    const next = withHistoryLine(full, line);
    expect(next).toHaveLength(REPAIR_HISTORY_MAX);
    expect(next[0]).toBe('l1');
    expect(next.at(-1)).toBe(line);
  });
});

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

describe('the customer’s WhatsApp', () => {
  const t = {
    code: 'OG-7K2QM9XDHT',
    nama: 'Putu',
    perangkat: 'iPhone 12',
    total: 2150000,
    garansi: 'Garansi 30 hari',
  };
  const link = statusLink('https://onegadget.id', t.code);

  it('links to the status page with the code', () => {
    expect(link).toBe('https://onegadget.id/cek-servisan?kode=OG-7K2QM9XDHT');
  });

  it.each([
    ['Masuk', 'sudah kami terima'],
    ['Sedang diservice', 'sedang diservis'],
    ['Selesai - Siap diambil', 'siap diambil di ONE GADGET. Total biaya: Rp 2.150.000.'],
    ['Diambil', 'sudah diambil dari ONE GADGET. Garansi 30 hari.'],
    ['Menunggu sparepart', 'sekarang: Menunggu sparepart.'],
  ])('%s: says so, with the code and the link', (status, says) => {
    const m = statusMessage(t, status, link);
    expect(m).toContain('Halo Putu,');
    expect(m).toContain(says);
    expect(m).toContain(`Kode servisan: OG-7K2QM9XDHT. Cek status: ${link}`);
  });

  it('goes to the customer’s number, or nowhere without one', () => {
    const href = new URL(customerChatHref('0812-3456-7890', t, 'Masuk', link)!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281234567890');
    expect(href.searchParams.get('text')).toBe(statusMessage(t, 'Masuk', link));
    expect(customerChatHref('', t, 'Masuk', link)).toBeNull();
  });
});

describe('the message about a new code', () => {
  const t = { nama: 'Putu Ardana', perangkat: 'iPhone 12 Pro' };
  const link = statusLink('https://onegadget.id', 'OG-7K2QM9XDHT');

  it('gives the new code, says the old one no longer works, and links to the new one', () => {
    expect(codeChangeMessage(t, 'OG-2406-A7K2', 'OG-7K2QM9XDHT', link)).toBe(
      'Halo Putu Ardana, demi keamanan data Anda, kode servisan unit iPhone 12 Pro Anda di ONE GADGET kami ganti. ' +
        'Kode baru: OG-7K2QM9XDHT. Kode lama OG-2406-A7K2 tidak berlaku lagi. ' +
        'Cek status: https://onegadget.id/cek-servisan?kode=OG-7K2QM9XDHT',
    );
  });

  it('greets a ticket without a name or device all the same', () => {
    const m = codeChangeMessage({ nama: ' ', perangkat: '' }, 'ABC123', 'OG-7K2QM9XDHT', link);
    expect(m).toMatch(/^Halo Kak, demi keamanan data Anda, kode servisan unit Anda/);
    expect(m).toContain('Kode lama ABC123 tidak berlaku lagi.');
  });

  it('goes to the customer’s number, or nowhere without one', () => {
    const href = new URL(codeChangeChatHref('0813 5555 1234', t, 'ABC123', 'OG-7K2QM9XDHT', link)!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281355551234');
    expect(href.searchParams.get('text')).toBe(codeChangeMessage(t, 'ABC123', 'OG-7K2QM9XDHT', link));
    expect(codeChangeChatHref('', t, 'ABC123', 'OG-7K2QM9XDHT', link)).toBeNull();
  });
});
