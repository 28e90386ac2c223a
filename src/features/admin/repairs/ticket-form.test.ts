import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX } from '../../../config/limits';
import { REPAIR_ITEMS_MAX } from '../../../firebase/specs/servisan';
import { MESSAGES } from '../core/validate';
import { ticket } from '../../../test/tickets';
import {
  checkTicket,
  dateInput,
  dayInWords,
  draftFrom,
  emptyDraft,
  entryDate,
  itemField,
  readIntake,
  TICKET_MESSAGES,
  type TicketDraft,
} from './ticket-form';
import { witaDate } from '../../../lib/dates';

const now = witaDate(2026, 10, 23, 9, 30);

const draft = (over: Partial<TicketDraft> = {}): TicketDraft => ({
  ...emptyDraft(now),
  nama: 'Putu',
  perangkat: 'iPhone 12',
  keluhan: 'Layar bergaris',
  ...over,
});

describe('checkTicket', () => {
  it('turns the form into the stored fields, with the total of the items', () => {
    const r = checkTicket(
      draft({
        whatsapp: ' 0812-3456-7890 ',
        imei: ' 356938035643809 ',
        garansi: 'Garansi 30 hari',
        garansiHari: ' 30 ',
        intake: { ...readIntake({}), cekLayar: true, sandiDiberikan: true },
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
      imei: '356938035643809',
      fields: {
        nama: 'Putu',
        perangkat: 'iPhone 12',
        keluhan: 'Layar bergaris',
        garansi: 'Garansi 30 hari',
        garansiHari: 30,
        tanggalMasuk: now,
        itemList: [
          { nama: 'LCD', harga: 1950000 },
          { nama: 'Jasa', harga: 200000 },
        ],
        total: 2150000,
        intake: { ...readIntake({}), cekLayar: true, sandiDiberikan: true },
      },
    });
  });

  it('says what is wrong beside each field, the item rows included', () => {
    const r = checkTicket(
      draft({
        nama: ' ',
        whatsapp: 'call me',
        imei: '<b>IMEI</b>',
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
        imei: TICKET_MESSAGES.imei,
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
    const stored = witaDate(2026, 10, 20, 14, 5);
    const same = checkTicket(draft({ tanggalMasuk: '2026-11-20' }), now, { date: stored });
    expect(same.ok && same.fields.tanggalMasuk).toBe(stored);
    const legacy = checkTicket(draft({ tanggalMasuk: '' }), now, { date: null });
    expect(legacy.ok && 'tanggalMasuk' in legacy.fields).toBe(false);
  });
});

describe('entryDate', () => {
  it('today is now; another day is its midday', () => {
    expect(entryDate(dateInput(now), null, now)).toBe(now);
    expect(entryDate('2026-11-01', null, now)).toEqual(witaDate(2026, 10, 1, 12));
    expect(entryDate('', null, now)).toBeUndefined();
  });

  it('the picked day in Indonesian words, whatever the input writes', () => {
    expect(dayInWords('2026-11-27')).toBe('Jumat, 27 Nov 2026');
    expect(dayInWords('')).toBeNull();
  });

  it("the day is Bali's: 01.30 WITA on the 27th is still the 26th in UTC", () => {
    const early = new Date('2026-11-26T17:30:00Z');
    expect(dateInput(early)).toBe('2026-11-27');
    expect(entryDate('2026-11-27', null, early)).toBe(early);
    expect(entryDate('2026-11-26', null, early)?.toISOString()).toBe('2026-11-26T04:00:00.000Z');
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
