import { describe, expect, it } from 'vitest';
import { schemaOf } from '../core/schema';
import { parseCsv, toCsv } from '../core/csv';
import { planImport, type ImportPlan } from './import-plan';
import { deductionChecker, deductionImportChecker } from '../core/record/deduction-check';
import { rp } from '../../../test/rupiah';

const pricelist = schemaOf('pricelist')!;
const existing = [
  {
    id: 'p1',
    data: {
      brand: 'Apple',
      type: 'iPhone 13',
      kategori: 'hp',
      colours: ['Hitam'],
      baru: 9e6,
      second: 7e6,
      stok: 2,
    },
  },
  {
    id: 'p2',
    data: {
      brand: 'Samsung',
      type: 'Galaxy A55',
      kategori: 'android',
      colours: [],
      baru: 5e6,
      second: 4e6,
      stok: 0,
    },
  },
];

async function plan(text: string): Promise<ImportPlan> {
  const result = planImport(pricelist, existing, await parseCsv(text));
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('CSV import dry run', () => {
  it('sorts rows into added, changed, unchanged and invalid, with a reason per invalid row', async () => {
    const result = await plan(
      [
        'id,brand,type,kategori,colours,baru,second,stok',
        'p1,Apple,iPhone 13,hp,Hitam,9000000,6.500.000,2', // second changed
        'p2,Samsung,Galaxy A55,android,,5000000,4000000,0', // unchanged
        ',Xiaomi,Redmi Note 13,Android,"Biru, Hijau",3000000,2500000,4', // added; kategori any case
        ',Oppo,,android,,abc,1,1', // type missing, price not a number
        'p9,Apple,iPhone 9,hp,,1,1,1', // unknown id
        'p1,Apple,iPhone 13,hp,,1,1,1', // id twice
      ].join('\n'),
    );
    expect(result.changed).toEqual([
      expect.objectContaining({ id: 'p1', fields: ['second'], label: 'Baris 2' }),
    ]);
    expect(result.changed[0]!.data.second).toBe(6500000);
    expect(result.unchanged).toBe(1);
    expect(result.added).toHaveLength(1);
    expect(result.added[0]!.data).toEqual({
      brand: 'Xiaomi',
      type: 'Redmi Note 13',
      kategori: 'android',
      colours: ['Biru', 'Hijau'],
      baru: 3000000,
      second: 2500000,
      stok: 4,
    });
    expect(result.invalid).toEqual([
      {
        label: 'Baris 5',
        reason: 'Tipe: Wajib diisi. Harga Baru: Harus berupa angka, misalnya 1500000 atau 1.500.000.',
      },
      {
        label: 'Baris 6',
        reason: 'ID "p9" tidak ada di Pricelist HP & Laptop. Kosongkan kolom id untuk item baru.',
      },
      { label: 'Baris 7', reason: 'ID "p1" sudah dipakai di baris 2.' },
    ]);
  });

  it('columns left out keep their value; labels work as headers; unknown columns are named', async () => {
    const result = await plan('ID;Harga Second;catatan\np1;6900000;murah\np2;4000000;');
    expect(result.changed.map((r) => [r.id, r.fields])).toEqual([['p1', ['second']]]);
    expect(result.changed[0]!.data).toMatchObject({ brand: 'Apple', baru: 9e6, second: 6.9e6 });
    expect(result.unchanged).toBe(1);
    expect(result.ignoredColumns).toEqual(['catatan']);
  });

  it('a file of another shape is refused as a whole, naming the expected columns', async () => {
    const result = planImport(pricelist, existing, await parseCsv('nama,harga\nCase,1000'));
    expect(result).toEqual({
      error:
        'Kolom CSV tidak dikenali. Baris pertama harus berisi nama kolom: id, brand, type, kategori, colours, baru, second, stok.',
    });
  });

  it('an export read back changes nothing (the round trip a shop makes in a spreadsheet)', async () => {
    const result = await plan(await toCsv(pricelist, existing));
    expect(result).toMatchObject({ added: [], changed: [], unchanged: 2, invalid: [] });
  });

  it('an unclosed quote is reported with its line, not guessed at', async () => {
    await expect(parseCsv('id,brand\n,"Apple\n')).rejects.toThrow('Tanda kutip tidak tertutup');
  });

  it('5,000 rows are planned at once', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `,Brand ${i},Tipe ${i},hp,,${i * 1000},${i * 500},1`);
    const result = await plan(['id,brand,type,kategori,colours,baru,second,stok', ...rows].join('\n'));
    expect(result.added).toHaveLength(5000);
  });

  it("a deduction above its phone's value is refused with the form's reason; the others are planned", async () => {
    const check = deductionChecker([
      { nama: 'iPhone 11 64GB', nilaiTukar: 3_500_000 },
      { nama: 'iPhone 12 128GB', nilaiTukar: 5_000_000 },
    ]);
    const csv = await parseCsv(
      [
        'kode,tipe,nilai,model',
        'batangan,rupiah,3500001,iPhone 11 64GB',
        'inter,rupiah,5000001,',
        'layar-retak,rupiah,4000000,',
        'bodi-lecet,persen,10,',
      ].join('\n'),
    );
    const result = planImport(schemaOf('potongan_kondisi')!, [], csv, check);
    if ('error' in result) throw new Error(result.error);
    expect(result.added).toHaveLength(2);
    expect(result.invalid).toEqual([
      {
        label: 'Baris 2',
        reason: rp('Potongan: Tidak boleh lebih dari nilai tukar iPhone 11 64GB: Rp 3.500.000.'),
      },
      {
        label: 'Baris 3',
        reason: expect.stringContaining(rp('HP termahal (iPhone 12 128GB: Rp 5.000.000)')),
      },
    ]);
  });

  it('a second deduction for the same answer and phone is refused, the row and the first one named', async () => {
    const phones = [
      { nama: 'iPhone 11 64GB', nilaiTukar: 3_500_000 },
      { nama: 'iPhone 12 128GB', nilaiTukar: 5_000_000 },
    ];
    const existing = [
      { id: 'layar-retak', data: { kode: 'layar-retak', tipe: 'persen', nilai: 20 } },
      { id: 'k12', data: { kode: 'inter', tipe: 'persen', nilai: 30, model: 'iPhone 12 128GB' } },
    ];
    const check = deductionImportChecker(phones, [
      { id: 'layar-retak', kode: 'layar-retak', model: '' },
      { id: 'k12', kode: 'inter', model: 'iPhone 12 128GB' },
    ]);
    const csv = await parseCsv(
      [
        'id,kode,tipe,nilai,model',
        ',layar-retak,persen,25,',
        'layar-retak,layar-retak,persen,25,',
        ',batangan,rupiah,100000,iPhone 11 64GB',
        ',batangan,rupiah,120000,iphone 11 64gb',
        ',inter,persen,25,iPhone 12 128GB',
        ',inter,persen,25,iPhone 11 64GB',
        ',kamera-rusak,persen,10,iPhone 99',
      ].join('\n'),
    );
    const result = planImport(schemaOf('potongan_kondisi')!, existing, csv, check);
    if ('error' in result) throw new Error(result.error);
    // The record itself may be changed; the same answer for another phone is another deduction.
    expect(result.changed.map((r) => r.id)).toEqual(['layar-retak']);
    expect(result.added.map((r) => r.label)).toEqual(['Baris 4', 'Baris 7']);
    expect(result.invalid).toEqual([
      {
        label: 'Baris 2',
        reason:
          'Kondisi: Potongan Layar: retak untuk semua HP sudah ada (ID layar-retak). Ubah potongan yang sudah ada itu, atau pilih kondisi atau HP lain.',
      },
      {
        label: 'Baris 5',
        reason:
          'Kondisi: Potongan Batangan (tanpa dus & charger) untuk iPhone 11 64GB sudah ada di baris 4 file ini. Ubah potongan yang sudah ada itu, atau pilih kondisi atau HP lain.',
      },
      {
        label: 'Baris 6',
        reason:
          'Kondisi: Potongan HP inter (bukan resmi) untuk iPhone 12 128GB sudah ada (ID k12). Ubah potongan yang sudah ada itu, atau pilih kondisi atau HP lain.',
      },
      {
        label: 'Baris 8',
        reason:
          'Khusus HP: "iPhone 99" tidak ada di Kalkulator: HP Lama. Pilih dari daftar, atau kosongkan untuk semua HP.',
      },
    ]);
  });
});
