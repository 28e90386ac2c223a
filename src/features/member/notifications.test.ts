import { describe, expect, it } from 'vitest';
import { readDate as date } from '../../lib/date-text';
import { toNotification } from '../../firebase/specs/member-content';
import { countNew, dateLabel, endLabel, hasEnded, isNew, seenUntil, sortNewestFirst } from './notifications';
import { witaDate } from '../../lib/dates';

const note = (id: string, tanggal: unknown) =>
  toNotification({ id, data: { judul: id, pesan: '', tanggal } });

describe('sortNewestFirst', () => {
  it('orders Timestamp and text dates together, newest first', () => {
    const list = [
      note('mei-text', '3 Mei 2025'),
      note('juni-20-ts', new Date('2025-06-20T10:00:00+08:00')),
      note('juni-12-text', '12 Juni 2025'),
      note('mei-28-ts', new Date('2025-05-28T09:00:00+08:00')),
      note('juli-iso', '2025-07-01'),
    ];
    expect(sortNewestFirst(list).map((n) => n.id)).toEqual([
      'juli-iso',
      'juni-20-ts',
      'juni-12-text',
      'mei-28-ts',
      'mei-text',
    ]);
  });

  it('puts unreadable dates last, keeping their order, and leaves the input alone', () => {
    const list = [note('a', 'kemarin'), note('b', witaDate(2025, 0, 1)), note('c', undefined)];
    const sorted = sortNewestFirst(list);
    expect(sorted.map((n) => n.id)).toEqual(['b', 'a', 'c']);
    expect(list.map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('text dates in the other forms the shop writes', () => {
  it('sort among Timestamps, newest first', () => {
    const list = [
      note('weekday', 'Senin, 9 Juni 2025'),
      note('slashes', '12/06/2025'),
      note('english-us', 'June 14, 2025'),
      note('ts', witaDate(2025, 5, 13, 9, 0)),
      note('english-uk', '1 July 2025'),
      note('slashes-may', '05/06/2025'),
    ];
    expect(sortNewestFirst(list).map((n) => n.id)).toEqual([
      'english-uk',
      'english-us',
      'ts',
      'slashes',
      'weekday',
      'slashes-may',
    ]);
  });

  it('show as one Indonesian date, day first', () => {
    expect(dateLabel(note('a', 'Senin, 12 Juni 2025'))).toBe('12 Juni 2025');
    expect(dateLabel(note('b', '12/06/2025'))).toBe('12 Juni 2025');
    expect(dateLabel(note('c', 'June 12, 2025'))).toBe('12 Juni 2025');
    expect(dateLabel(note('d', '12 June 2025'))).toBe('12 Juni 2025');
    expect(dateLabel(note('e', '12/06/2025 10.30'))).toMatch(/^12 Juni 2025.*10[.:]30$/);
    expect(dateLabel(note('f', 'segera'))).toBe('segera');
  });

  it('count as new after the last visit like any date', () => {
    expect(isNew(note('x', '20/06/2025'), witaDate(2025, 5, 15))).toBe(true);
    expect(isNew(note('y', 'June 10, 2025'), witaDate(2025, 5, 15))).toBe(false);
  });
});

describe('new notifications', () => {
  const list = [
    note('old', '12 Juni 2025'),
    note('newer', new Date('2025-06-20T10:00:00Z')),
    note('undated', 'segera'),
  ];

  it('counts every notification before the first visit', () => {
    expect(countNew(list, null)).toBe(3);
  });

  it('counts only those dated after the last visit', () => {
    expect(countNew(list, new Date('2025-06-15T00:00:00Z'))).toBe(1);
    expect(isNew(list[1]!, new Date('2025-06-20T10:00:00Z'))).toBe(false);
    expect(countNew(list, new Date('2025-07-01T00:00:00Z'))).toBe(0);
  });

  it('remembers now, or a future-dated notification when there is one', () => {
    const now = new Date('2025-06-25T00:00:00Z');
    expect(seenUntil(list, now)).toEqual(now);
    const future = note('future', new Date('2025-12-01T00:00:00Z'));
    expect(seenUntil([...list, future], now)).toEqual(new Date('2025-12-01T00:00:00Z'));
    expect(countNew([...list, future], seenUntil([...list, future], now))).toBe(0);
  });
});

describe('dateLabel', () => {
  it('shows a text date as written and a Timestamp as an Indonesian date', () => {
    expect(dateLabel(note('t', '12 Juni 2025'))).toBe('12 Juni 2025');
    expect(dateLabel(note('d', witaDate(2025, 5, 1, 10, 0)))).toMatch(/^1 Juni 2025.*10[.:]00$/);
    expect(dateLabel(note('n', null))).toBe('');
  });

  it('the converter reads the Indonesian text dates the seed uses', () => {
    expect(date('12 Juni 2025')).toEqual(witaDate(2025, 5, 12));
    expect(date('3 Mei 2025')).toEqual(witaDate(2025, 4, 3));
  });
});

describe('a promo that has ended', () => {
  const promo = (berlakuSampai: string, tanggal: Date) =>
    toNotification({ id: 'p', data: { judul: 'Promo', pesan: '', tanggal, berlakuSampai } });
  const now = new Date('2026-11-29T10:00:00+08:00');
  const sent = new Date('2026-11-20T10:00:00+08:00');

  it('is never "Baru", not even on the first visit, and says it is over', () => {
    const ended = promo('2026-11-28', sent);
    expect(hasEnded(ended, now)).toBe(true);
    expect(isNew(ended, null, now)).toBe(false);
    expect(isNew(ended, new Date('2026-11-01T00:00:00Z'), now)).toBe(false);
    expect(endLabel(ended, now)).toBe('Sudah berakhir');
  });

  it('is new as any notification until the end of its last day in Bali', () => {
    const running = promo('2026-11-29', sent);
    expect(isNew(running, null, now)).toBe(true);
    expect(endLabel(running, now)).toBe('Berlaku sampai 29 Nov 2026');
    expect(isNew(running, null, new Date('2026-11-30T00:00:00+08:00'))).toBe(false);
    expect(endLabel(promo('', sent), now)).toBe('');
    expect(countNew([running, promo('2026-11-28', sent), promo('', sent)], null, now)).toBe(2);
  });
});
