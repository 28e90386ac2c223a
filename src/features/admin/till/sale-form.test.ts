import { describe, expect, it } from 'vitest';
import { saleProblems, saleRows, totalsOf, type RowDraft } from './sale-form';

const row = (nama: string, harga: string, key = nama || 'x'): RowDraft => ({ key, nama, harga });

describe('totalsOf', () => {
  it('adds the rows, takes the coupon’s discount and counts the points', () => {
    const rows = [row('Ganti baterai', '450.000'), row('Tempered glass', '80000')];
    expect(totalsOf(rows, { tipe: 'persen', nilaiDiskon: 10 }, 10000)).toEqual({
      subtotal: 530000,
      diskon: 53000,
      jumlah: 477000,
      poin: 47,
    });
    expect(totalsOf(rows, { tipe: 'nominal', nilaiDiskon: 50000 }, null)).toMatchObject({
      jumlah: 480000,
      poin: 0,
    });
  });
  it('a Rupiah coupon takes at most the subtotal', () => {
    expect(totalsOf([row('Case', '30.000')], { tipe: 'nominal', nilaiDiskon: 50000 }, null)).toMatchObject({
      diskon: 30000,
      jumlah: 0,
    });
  });
});

describe('saleProblems', () => {
  const check = (rows: RowDraft[], bayar: 'tunai' | null = 'tunai', coupon = null) =>
    saleProblems({ rows, bayar }, totalsOf(rows, coupon, null));

  it('lets a well-filled sale through', () => {
    expect(check([row('Charger 20W', '250.000')])).toBeNull();
  });
  it('refuses Rp 0, a negative and an absurd amount before sending', () => {
    expect(check([row('Charger', '0')])?.sale).toBe('Jumlah dibayar harus lebih dari Rp 0.');
    expect(check([row('Charger', '-5000')])?.rows.Charger?.harga).toBe('Harga tidak boleh negatif.');
    expect(check([row('Charger', '2.000.000.000')])?.rows.Charger?.harga).toMatch(/^Harga terlalu besar/);
    expect(check([row('A', '600.000.000'), row('B', '600.000.000')])?.sale).toMatch(/^Total terlalu besar/);
  });
  it('names an empty name, a price that is not Rupiah, no rows and no payment', () => {
    expect(check([row('', '1000', 'k')])?.rows.k?.nama).toBe('Isi nama barang.');
    expect(check([row('X', 'seratus')])?.rows.X?.harga).toBe('Harga harus angka Rupiah, contoh 125.000.');
    expect(check([row('X', '')])?.rows.X?.harga).toBe('Isi harga.');
    expect(check([])?.sale).toBe('Tambahkan barang yang dijual.');
    expect(check([row('X', '1000')], null)?.bayar).toBe('Pilih cara bayar.');
  });
  it('stores trimmed names and numbers', () => {
    expect(saleRows([row('  Case  ', '125.000')])).toEqual([{ nama: 'Case', harga: 125000 }]);
  });
});
