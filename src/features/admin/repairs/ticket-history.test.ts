import { describe, expect, it } from 'vitest';
import { REPAIR_HISTORY_MAX } from '../../../firebase/specs/servisan';
import { withHistoryLine } from './ticket-history';

const now = new Date(2026, 10, 23, 9, 30);

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
