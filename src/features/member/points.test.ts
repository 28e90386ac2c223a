import { describe, expect, it } from 'vitest';
import { earnLine, entryLine, pointsLabel, toPointsEntry, type PointsEntry } from './points';

// 12 Des 2026, midday in Bali.
const day = new Date('2026-12-12T04:00:00Z');
const entry = (over: Partial<PointsEntry>): PointsEntry => ({
  id: '1',
  jenis: 'dapat',
  poin: 120,
  reward: '',
  waktu: day,
  ...over,
});
const titles = (id: string) => (id === 'tg' ? 'Gratis Tempered Glass' : '');

describe('points lines', () => {
  it('earned, spent on a reward, taken back by a reversal', () => {
    expect(entryLine(entry({}), titles)).toBe('+120 poin · Belanja 12 Des 2026');
    expect(entryLine(entry({ jenis: 'tukar', poin: 500, reward: 'tg' }), titles)).toBe(
      '\u2212500 poin · Tukar Gratis Tempered Glass · 12 Des 2026',
    );
    expect(entryLine(entry({ jenis: 'batal' }), titles)).toBe('\u2212120 poin · Batal penjualan 12 Des 2026');
  });

  it('a reward since removed, an entry without a date, thousands grouped', () => {
    expect(entryLine(entry({ jenis: 'tukar', poin: 1500, reward: 'gone', waktu: null }), titles)).toBe(
      '\u22121.500 poin · Tukar reward',
    );
    expect(pointsLabel(0)).toBe('0 poin');
    expect(pointsLabel(12500)).toBe('12.500 poin');
  });

  it("the owner's rate in one line; none set yet", () => {
    expect(earnLine(10000)).toBe('Dapat 1 poin tiap belanja Rp\u00a010.000 di toko.');
    expect(earnLine(null)).toBe('Dapat poin dari belanja di toko.');
  });

  it('reads a stored entry; an unknown kind or a bad number does not break the list', () => {
    expect(
      toPointsEntry({ id: '3', data: { jenis: 'tukar', poin: 50, reward: 'tg', saldo: 70, waktu: day } }),
    ).toEqual({ id: '3', jenis: 'tukar', poin: 50, reward: 'tg', waktu: day });
    expect(toPointsEntry({ id: '4', data: { jenis: 'x', poin: 'a' } })).toMatchObject({
      jenis: 'dapat',
      poin: 0,
      waktu: null,
    });
  });
});
