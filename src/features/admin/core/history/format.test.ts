import { describe, expect, it } from 'vitest';
import { changedFields, collectionTitle, fieldLabel, formatValue, recordName } from './format';
import { rp } from '../../../../test/rupiah';

const created = new Date('2025-06-18T03:30:00Z');

describe('history, as people read it', () => {
  it('a quick price change lists the price only, by its label, in Rupiah', () => {
    const before = {
      brand: 'Apple',
      type: 'iPhone 15 128GB',
      kategori: 'hp',
      colours: ['Hitam', 'Biru'],
      baru: 13499000,
      second: 10999000,
      stok: 5,
      createdAt: created,
    };
    expect(
      changedFields('pricelist', before, { ...before, second: 100000, createdAt: new Date(created) }),
    ).toEqual([
      { field: 'second', label: 'Harga Second', from: [rp('Rp 10.999.000')], to: [rp('Rp 100.000')] },
    ]);
  });

  it('lists a field a save removed, with its old value, for any record', () => {
    const before = { nama: 'Case', merk: 'Nillkin', hargaLama: 150000, createdAt: created };
    const { merk: _brand, hargaLama: _gone, ...after } = before;
    void _brand;
    void _gone;
    expect(changedFields('aksesoris', before, after)).toEqual([
      { field: 'merk', label: 'Merk', from: ['Nillkin'], to: [], removed: true },
      { field: 'hargaLama', label: 'Harga lama', from: ['150.000'], to: [], removed: true },
    ]);
    // Emptied is not removed: the field is still there.
    expect(
      changedFields('aksesoris', { nama: 'Case', deskripsi: 'Lama' }, { nama: 'Case', deskripsi: '' }),
    ).toEqual([{ field: 'deskripsi', label: 'Deskripsi', from: ['Lama'], to: [] }]);
    // A field that held nothing and is gone changed nothing a person sees.
    expect(changedFields('aksesoris', { nama: 'Case', deskripsi: '' }, { nama: 'Case' })).toEqual([]);
  });

  it("keeps a ticket's refused quote: the answer a new quote cleared reads as removed, in words", () => {
    const answeredAt = new Date('2026-11-29T05:22:00Z');
    const before = {
      nama: 'Made',
      status: 'Menunggu persetujuan',
      total: 850000,
      persetujuan: 'tolak',
      persetujuanWaktu: answeredAt,
    };
    const { persetujuan: _answer, persetujuanWaktu: _at, ...rest } = before;
    void _answer;
    void _at;
    const fields = changedFields('servisan', before, { ...rest, total: 650000 });
    expect(fields).toEqual([
      { field: 'total', label: 'Total', from: [rp('Rp 850.000')], to: [rp('Rp 650.000')] },
      { field: 'persetujuan', label: 'Persetujuan biaya', from: ['Ditolak'], to: [], removed: true },
      {
        field: 'persetujuanWaktu',
        label: 'Waktu persetujuan',
        from: [expect.stringMatching(/^29 November 2026 pukul 13\.22$/)],
        to: [],
        removed: true,
      },
    ]);
    expect(formatValue('servisan', 'persetujuan', 'setuju')).toEqual(['Disetujui']);
  });

  it("a conflict's version holds only what it writes: a field it lacks is left alone", () => {
    expect(
      changedFields(
        'aksesoris',
        { nama: 'Case', harga: 125000, createdAt: created },
        { harga: 99000 },
        { onlyWritten: true },
      ),
    ).toEqual([{ field: 'harga', label: 'Harga', from: [rp('Rp 125.000')], to: [rp('Rp 99.000')] }]);
  });

  it('shows list items as lines, codes by their names, switches as Ya/Tidak, dates in Indonesian', () => {
    expect(formatValue('pricelist', 'colours', ['Hitam', 'Biru'])).toEqual(['Hitam', 'Biru']);
    expect(formatValue('pricelist', 'kategori', 'hp')).toEqual(['iPhone']);
    expect(formatValue('pricelist', 'stok', 3)).toEqual(['3']);
    expect(formatValue('coupons', 'aktif', false)).toEqual(['Tidak']);
    expect(formatValue('coupons', 'nilaiDiskon', 10, { tipe: 'persen' })).toEqual(['10%']);
    expect(formatValue('coupons', 'nilaiDiskon', 50000, { tipe: 'nominal' })).toEqual([rp('Rp 50.000')]);
    expect(formatValue('pricelist', 'createdAt', created)).toEqual([
      expect.stringMatching(/^18 Juni 2025 pukul \d\d\.30$/),
    ]);
    expect(formatValue('promo', 'slider', ['Diskon 10%', 'Gratis ongkir'])).toEqual([
      'Diskon 10%',
      'Gratis ongkir',
    ]);
    expect(formatValue('pricelist', 'colours', [])).toEqual([]);
  });

  it('reads a ticket as its screens do: items "nama — Rp harga", history lines, the customer number', () => {
    const ticket = {
      nama: 'Made',
      perangkat: 'iPhone 12',
      tanggalMasuk: created,
      itemList: [
        { nama: 'LCD iPhone 12', harga: 1500000 },
        { nama: 'Jasa', harga: 100000 },
      ],
      total: 1600000,
      status: 'Masuk',
      historyPerbaikan: [{ tanggal: created, keterangan: 'Masuk' }],
      whatsapp: '0812 3456 789',
    };
    const fields = changedFields('servisan', null, ticket);
    expect(fields.map((f) => f.label)).toEqual([
      'Nama pelanggan',
      'WhatsApp pelanggan',
      'Perangkat',
      'Tanggal masuk',
      'Rincian biaya',
      'Total',
      'Status',
      'Riwayat perbaikan',
    ]);
    const by = (label: string) => fields.find((f) => f.label === label)!.to;
    expect(by('Rincian biaya')).toEqual([rp('LCD iPhone 12 — Rp 1.500.000'), rp('Jasa — Rp 100.000')]);
    expect(by('Total')).toEqual([rp('Rp 1.600.000')]);
    expect(by('Tanggal masuk')).toEqual(['18 Juni 2025']);
    expect(by('Riwayat perbaikan')).toEqual(['18 Juni 2025 – Masuk']);
    expect(fields.flatMap((f) => [...f.from, ...f.to]).join(' ')).not.toMatch(/object|GMT|Waktu/);
  });

  it('a status change lists the status and the one new history line', () => {
    const before = { status: 'Masuk', historyPerbaikan: ['1 Juni 2025 – Masuk'], nama: 'Made' };
    const after = {
      ...before,
      status: 'Sedang diservice',
      historyPerbaikan: ['1 Juni 2025 – Masuk', { tanggal: created, keterangan: 'Sedang diservice' }],
    };
    expect(changedFields('servisan', before, after)).toEqual([
      { field: 'status', label: 'Status', from: ['Masuk'], to: ['Sedang diservice'] },
      {
        field: 'historyPerbaikan',
        label: 'Riwayat perbaikan',
        from: ['1 Juni 2025 – Masuk'],
        to: ['1 Juni 2025 – Masuk', '18 Juni 2025 – Sedang diservice'],
      },
    ]);
  });

  it("a collected ticket's stored warranty end reads as the day it names", () => {
    const before = { status: 'Selesai - Siap diambil', nama: 'Made' };
    const after = { ...before, status: 'Diambil', garansiSampai: new Date('2027-01-11T16:00:00Z') };
    expect(changedFields('servisan', before, after)).toContainEqual({
      field: 'garansiSampai',
      label: 'Garansi sampai',
      from: [],
      to: ['12 Januari 2027'],
    });
  });

  it('never shows [object Object]: an unknown nested value reads as its fields', () => {
    expect(formatValue('aksesoris', 'ukuran', { lebar: 7, tinggi: 15 })).toEqual(['Lebar: 7; Tinggi: 15']);
    expect(formatValue('aksesoris', 'bonus', [{ nama: 'Tempered glass', harga: 25000 }])).toEqual([
      rp('Tempered glass — Rp 25.000'),
    ]);
  });

  it('cuts a long text, never the comparison: a change beyond the cut still shows', () => {
    const long = 'a'.repeat(400);
    const [change] = changedFields(
      'artikel',
      { judul: 'Tips', isi: long },
      { judul: 'Tips', isi: `${long}b` },
    );
    expect(change!.label).toBe('Isi');
    expect(change!.to[0]).toHaveLength(301);
  });

  it('names fields by the form, and others readably', () => {
    expect(fieldLabel('kalkulator_hp_lama', 'nilai_tukar')).toBe('Nilai Tukar');
    expect(fieldLabel('pricelist', 'createdAt')).toBe('Tanggal dibuat');
    expect(fieldLabel('notifikasi', 'tanggal')).toBe('Tanggal kirim');
    expect(fieldLabel('promo_request', 'timestamp')).toBe('Waktu pengajuan');
    expect(fieldLabel('aksesoris', 'hargaLama')).toBe('Harga lama');
  });

  it('names a record as people know it, its id only when it has no name', () => {
    expect(recordName('pricelist', 'x1', { brand: 'Apple', type: 'iPhone 15 128GB' })).toBe(
      'Apple iPhone 15 128GB',
    );
    expect(recordName('pricelist_servisan', 'x2', { type: 'iPhone 11', jenis: 'Ganti LCD' })).toBe(
      'iPhone 11 — Ganti LCD',
    );
    expect(recordName('aksesoris', 'NtpibBvMVPuK7KkLy4yE', { nama: 'Softcase' })).toBe('Softcase');
    expect(recordName('artikel', 'a1', { judul: 'Tips baterai' })).toBe('Tips baterai');
    expect(recordName('coupons', 'c1', { kode: 'HEMAT10' })).toBe('HEMAT10');
    expect(recordName('notifikasi', 'n1', { judul: 'Promo' })).toBe('Promo');
    expect(recordName('servisan', 'OG-ABCDEFGHJK', { nama: 'Made' })).toBe('OG-ABCDEFGHJK · Made');
    expect(recordName('kontak', 'aktif', {})).toBe('Kontak Toko');
    expect(recordName('aksesoris', 'NtpibBvMVPuK7KkLy4yE', null)).toBe('NtpibBvMVPuK7KkLy4yE');
    expect(collectionTitle('servisan')).toBe('Tiket servis');
    expect(collectionTitle('pricelist')).toBe('Pricelist HP & Laptop');
  });
});
