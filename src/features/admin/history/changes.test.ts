import { describe, expect, it } from 'vitest';
import { ACTION_LABEL, canRestore } from './changes';

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
