import { describe, expect, it } from 'vitest';
import { ACTION_LABEL, canRestore, codeMove } from './changes';

describe('history entries', () => {
  it('names every action in Indonesian', () => {
    expect(ACTION_LABEL.pulihkan).toBe('Dipulihkan');
    expect(ACTION_LABEL.hapus).toBe('Dihapus');
  });

  it('offers a restore when the record had a version before the change, on records the forms write', () => {
    expect(canRestore('pricelist', { before: { baru: 100000 } })).toBe(true);
    expect(canRestore('notifikasi', { before: { judul: 'Halo' } })).toBe(true);
    // A new record had no version before; a ticket or a promo request has its own screen.
    expect(canRestore('pricelist', { before: null })).toBe(false);
    expect(canRestore('servisan', { before: { nama: 'Budi' } })).toBe(false);
    expect(canRestore('promo_request', { before: { status: 'baru' } })).toBe(false);
  });
});

describe('a ticket moved to a new code', () => {
  type Change = {
    docId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
  const moved = (changes: Change[]) => ({
    id: 'ganti-kode-OG-2406-A7K2',
    action: 'ganti-kode' as const,
    changes,
  });
  const ticket = { nama: 'Putu', status: 'Masuk' };

  it('reads the old code from the entry and the new one from the ticket it created', () => {
    expect(ACTION_LABEL['ganti-kode']).toBe('Kode diganti');
    expect(
      codeMove(
        moved([
          { docId: 'OG-2406-A7K2', before: ticket, after: null },
          { docId: 'OG-7K2QM9XDHT', before: null, after: ticket },
        ]),
      ),
    ).toEqual({ from: 'OG-2406-A7K2', to: 'OG-7K2QM9XDHT' });
    // Seen from the old code alone, the new one is not in view.
    expect(codeMove(moved([{ docId: 'OG-2406-A7K2', before: ticket, after: null }]))).toEqual({
      from: 'OG-2406-A7K2',
      to: null,
    });
  });

  it('is no move for any other entry', () => {
    expect(codeMove({ id: 'abc', action: 'ubah', changes: [] })).toBeNull();
    expect(codeMove({ id: 'hapus-servisan-X-awal', action: 'ganti-kode', changes: [] })).toBeNull();
  });
});
