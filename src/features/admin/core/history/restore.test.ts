import { describe, expect, it } from 'vitest';
import { schemaOf } from '../schema';
import { validateRecord } from '../validate';
import { versionBefore } from './restore';

const pricelist = schemaOf('pricelist')!;
const aksesoris = schemaOf('aksesoris')!;

describe('the version a restore brings back', () => {
  it('is the record as it was before the change, field by field', () => {
    const before = {
      brand: 'Apple',
      type: 'iPhone 13',
      kategori: 'hp',
      baru: 100000,
      second: 80000,
      stok: 2,
    };
    const now = { ...before, baru: 125000, colours: ['Hitam'] };
    const checked = validateRecord(pricelist, versionBefore(pricelist, before, now));
    // The colours the change added are gone again; the price is the old one.
    expect(checked).toEqual({ ok: true, data: { ...before, colours: [] } });
  });

  it('keeps today’s value of a required field the old version did not have yet', () => {
    const old = { nama: 'Case', harga: 50000 };
    const version = versionBefore(aksesoris, old, { nama: 'Case', harga: 60000, stok: 4, merk: 'Spigen' });
    expect(version).toMatchObject({ nama: 'Case', harga: 50000, stok: 4, merk: undefined });
    expect(validateRecord(aksesoris, version).ok).toBe(true);
  });

  it('of a deleted record is all it held (nothing to fill from)', () => {
    const gone = { nama: 'Case', harga: 50000, stok: 1 };
    expect(versionBefore(aksesoris, gone, null)).toMatchObject(gone);
    expect(validateRecord(aksesoris, versionBefore(aksesoris, { nama: 'Case' }, null)).ok).toBe(false);
  });
});
