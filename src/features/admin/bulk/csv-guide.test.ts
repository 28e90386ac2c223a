import { describe, expect, it } from 'vitest';
import { schemaOf } from '../core/schema';
import { csvGuide } from './csv-guide';

describe('csvGuide', () => {
  it('names every column of the price list by its form label, with how to write it', () => {
    const guide = csvGuide(schemaOf('pricelist')!);
    expect(guide.map((c) => c.column)).toEqual([
      'id',
      'brand',
      'type',
      'kategori',
      'colours',
      'baru',
      'second',
      'stok',
    ]);
    expect(guide[0]).toMatchObject({ column: 'id', label: 'Kode item' });
    expect(guide.find((c) => c.column === 'kategori')).toEqual({
      column: 'kategori',
      label: 'Kategori',
      howTo: 'Wajib. Salah satu: iPhone, Android, Laptop, Mac.',
    });
    expect(guide.find((c) => c.column === 'baru')?.howTo).toMatch(
      /^(Wajib\. )?Angka rupiah, misalnya 1\.500\.000\.$/,
    );
  });

  it('says an image column takes an address and a service kategori by its Indonesian name', () => {
    expect(csvGuide(schemaOf('aksesoris')!).find((c) => c.column === 'gambar')?.howTo).toBe(
      'Alamat gambar (https://…). Bila tidak diganti, biarkan seperti di file ekspor.',
    );
    expect(csvGuide(schemaOf('pricelist_servisan')!).find((c) => c.column === 'kategori')?.howTo).toBe(
      'Wajib. Salah satu: Layar & Komponen Luar, Komponen Dalam, Sistem & Aplikasi.',
    );
  });
});
