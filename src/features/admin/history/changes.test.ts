import { describe, expect, it } from 'vitest';
import { changedFields, versionOf } from './changes';

describe('history changes', () => {
  it('lists only the fields that differ, old → new', () => {
    expect(
      changedFields(
        { nama: 'Case', harga: 125000, colours: ['A'] },
        { nama: 'Case', harga: 99000, colours: ['A', 'B'] },
      ),
    ).toEqual([
      { field: 'colours', from: 'A', to: 'A, B' },
      { field: 'harga', from: '125000', to: '99000' },
    ]);
    expect(changedFields(null, { nama: 'Baru' })).toEqual([{ field: 'nama', from: '-', to: 'Baru' }]);
  });

  it('the version to restore: what a write made, or what a delete removed', () => {
    expect(versionOf('ubah', { before: { a: 1 }, after: { a: 2 } })).toEqual({ a: 2 });
    expect(versionOf('hapus', { before: { a: 1 }, after: null })).toEqual({ a: 1 });
  });
});
