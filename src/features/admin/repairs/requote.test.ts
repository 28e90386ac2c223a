import { describe, expect, it } from 'vitest';
import { QUOTE_LOG_MAX } from '../../../firebase/specs/servisan';
import { changesAnsweredQuote, withPastAnswer } from './requote';

const at = new Date('2026-11-29T05:22:00Z');
const items = [{ nama: 'LCD iPhone 13', harga: 850_000 }];
const approved = {
  itemList: items,
  total: 850_000,
  persetujuan: 'setuju',
  persetujuanWaktu: at,
  persetujuanTotal: 850_000,
  persetujuanItemList: items,
};

describe('withPastAnswer', () => {
  it('keeps the standing answer with its time and the amount it answered', () => {
    expect(withPastAnswer({ ...approved, total: 1_200_000 })).toEqual({
      riwayatPersetujuan: [{ persetujuan: 'setuju', waktu: at, total: 850_000 }],
    });
  });

  it("takes the ticket's total for an answer stored before the copy was", () => {
    expect(withPastAnswer({ total: 500_000, persetujuan: 'tolak', persetujuanWaktu: at })).toEqual({
      riwayatPersetujuan: [{ persetujuan: 'tolak', waktu: at, total: 500_000 }],
    });
  });

  it('adds to the earlier answers and drops the oldest once full', () => {
    const full = Array.from({ length: QUOTE_LOG_MAX }, (_, i) => ({
      persetujuan: 'tolak',
      waktu: at,
      total: i,
    }));
    const log = withPastAnswer({ ...approved, riwayatPersetujuan: full }).riwayatPersetujuan as unknown[];
    expect(log).toHaveLength(QUOTE_LOG_MAX);
    expect(log[0]).toEqual(full[1]);
    expect(log.at(-1)).toEqual({ persetujuan: 'setuju', waktu: at, total: 850_000 });
  });

  it('is nothing without an answer', () => {
    expect(withPastAnswer({ total: 850_000 })).toEqual({});
  });
});

describe('changesAnsweredQuote', () => {
  it('a changed total or item over a standing answer is a new quote', () => {
    expect(changesAnsweredQuote(approved, { itemList: items, total: 850_000 })).toBe(false);
    expect(changesAnsweredQuote(approved, { itemList: items, total: 8_500_000 })).toBe(true);
    expect(
      changesAnsweredQuote(approved, { itemList: [{ nama: 'LCD', harga: 850_000 }], total: 850_000 }),
    ).toBe(true);
    expect(
      changesAnsweredQuote(approved, { itemList: [...items, { nama: 'Jasa', harga: 0 }], total: 850_000 }),
    ).toBe(true);
  });

  it('without an answer the quote changes freely', () => {
    expect(changesAnsweredQuote({ itemList: items, total: 850_000 }, { itemList: [], total: 0 })).toBe(false);
  });
});
