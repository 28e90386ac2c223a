import { describe, expect, it } from 'vitest';
import { stockBeforeSoldOut } from './stock';

const change = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => ({
  before,
  after,
});

describe('the stock before "Tandai habis"', () => {
  it('is the count the latest change to 0 took away', () => {
    expect(stockBeforeSoldOut([change({ nama: 'Case', stok: 7 }, { nama: 'Case', stok: 0 })])).toEqual({
      stock: 7,
    });
  });

  it('looks past changes that left the stock alone (a price changed while sold out)', () => {
    expect(
      stockBeforeSoldOut([
        change({ harga: 1, stok: 0 }, { harga: 2, stok: 0 }),
        // An entry from before whole documents were kept: only the form's fields.
        change({ harga: 3, stok: 0 }, { harga: 1 }),
        change({ stok: 4 }, { stok: 0 }),
      ]),
    ).toEqual({ stock: 4 });
  });

  it('asks when the stock went to 0 otherwise, or the record began sold out', () => {
    expect(stockBeforeSoldOut([change({ stok: 2 }, { stok: 5 })])).toBe('ask');
    expect(stockBeforeSoldOut([change(null, { nama: 'Case', stok: 0 })])).toBe('ask');
  });

  it('says when these entries do not tell (look further back)', () => {
    expect(stockBeforeSoldOut([])).toBe('not-here');
    expect(stockBeforeSoldOut([undefined, change({ stok: 0 }, { stok: 0 })])).toBe('not-here');
  });
});
