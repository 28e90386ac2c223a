import { describe, expect, it } from 'vitest';
import { readDate } from '../../lib/date-text';
import { list, num, rating } from './read';
import { historyWithAnswer } from './servisan.answer';
import { rp } from '../../test/rupiah';
import { toRepairRecord } from './servisan.read';
import { toMemberProfile } from './users.read';
import { toAccessory } from './aksesoris';
import { toNewPhone, toTradeInPhone } from './kalkulator';
import { toContact } from './kontak';
import { toCoupon, toNotification } from './member-content';
import { toPricelistItem } from './pricelist';
import { PLACEHOLDER_PHOTO, toTestimonial } from './testimoni';
import { witaDate, witaIsoDay, witaParts } from '../../lib/dates';

const d = (data: Record<string, unknown>, id = 'x') => ({ id, data });

describe('value helpers', () => {
  it.each([
    [12500000, 12500000],
    ['12.500.000', 12500000],
    ['Rp 1.250.000', 1250000],
    ['-500000', -500000],
    ['', 0],
    [null, 0],
    [Number.NaN, 0],
    ['abc', 0],
  ])('num(%j) = %j', (v, n) => expect(num(v)).toBe(n));

  it('list() takes arrays and comma-separated text', () => {
    expect(list(['Hitam', ' Putih ', ''])).toEqual(['Hitam', 'Putih']);
    expect(list('Hitam, Biru,Putih')).toEqual(['Hitam', 'Biru', 'Putih']);
    expect(list(undefined)).toEqual([]);
  });

  it('date() reads Dates, ISO text and Indonesian dates; junk is null', () => {
    const when = new Date('2025-06-01T02:00:00Z');
    expect(readDate(when)).toBe(when);
    expect(witaIsoDay(readDate('2025-06-01')!)).toBe('2025-06-01'); // a typed day is a day in Bali
    expect(readDate('12 Juni 2025')).toEqual(witaDate(2025, 5, 12));
    expect(witaParts(readDate('3 Agt 2025 14.30')!).hour).toBe(14);
    expect(readDate('kemarin')).toBeNull();
    expect(readDate(undefined)).toBeNull();
  });

  it('rating() clamps to 0–5 whole stars', () => {
    expect([rating(7), rating(-1), rating('4'), rating(3.6), rating(undefined)]).toEqual([5, 0, 4, 4, 0]);
  });
});

describe('entity converters', () => {
  it('testimoni without foto gets the placeholder photo', () => {
    expect(toTestimonial(d({ nama: 'Ayu', rating: 5, pesan: 'Mantap' })).foto).toBe(PLACEHOLDER_PHOTO);
  });

  it("aksesoris without kategori falls under 'Lainnya'", () => {
    expect(toAccessory(d({ nama: 'Kabel', harga: '50000', stok: '3' }))).toMatchObject({
      kategori: 'Lainnya',
      harga: 50000,
      stok: 3,
    });
  });

  it('users: noWa (registration) and whatsapp (profile save) are both read, whatsapp first', () => {
    expect(toMemberProfile(d({ nama: 'A', noWa: '0811' })).whatsapp).toBe('0811');
    expect(toMemberProfile(d({ nama: 'A', noWa: '0811', whatsapp: '0822' })).whatsapp).toBe('0822');
  });

  it('notifikasi keeps a text tanggal for display and a Date for sorting', () => {
    const n = toNotification(d({ judul: 'Promo', tanggal: '12 Juni 2025' }));
    expect(n.tanggalText).toBe('12 Juni 2025');
    expect(n.tanggal?.getMonth()).toBe(5);
    const t = toNotification(d({ judul: 'Promo', tanggal: new Date('2025-07-01T00:00:00Z') }));
    expect(t.tanggalText).toBe('');
    expect(t.tanggal?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });

  it('pricelist numbers and colours are normalised', () => {
    expect(
      toPricelistItem(
        d({ brand: 'Apple', type: 'iPhone 13', colours: 'Hitam, Biru', baru: '9.999.000', kategori: 'HP' }),
      ),
    ).toMatchObject({
      colours: ['Hitam', 'Biru'],
      baru: 9999000,
      second: 0,
      stok: 0,
      kategori: 'hp',
      createdAt: null,
    });
  });

  it('coupons: aktif only when exactly true, kode falls back to the id', () => {
    expect(toCoupon(d({ aktif: 'true' }, 'HEMAT'))).toMatchObject({ aktif: false, kode: 'HEMAT' });
    expect(toCoupon(d({ aktif: true, kode: 'A1', nilaiDiskon: '10' }))).toMatchObject({
      aktif: true,
      nilaiDiskon: 10,
    });
  });

  it('servisan: the id is the code; items, history and total are normalised', () => {
    const r = toRepairRecord(
      d(
        {
          nama: 'Budi',
          status: 'Masuk',
          total: '350000',
          itemList: [{ nama: 'LCD', harga: '300000' }, null, { nama: 'Jasa', harga: 50000 }],
          historyPerbaikan: 'Diterima\nDicek teknisi',
          tanggalMasuk: '1 Juni 2025',
        },
        'ABC123',
      ),
    );
    expect(r).toMatchObject({
      code: 'ABC123',
      total: 350000,
      itemList: [
        { nama: 'LCD', harga: 300000 },
        { nama: 'Jasa', harga: 50000 },
      ],
      historyPerbaikan: ['Diterima', 'Dicek teknisi'],
      tanggalMasukText: '1 Juni 2025',
    });
    expect(witaIsoDay(r.tanggalMasuk!)).toBe('2025-06-01');
  });

  it("servisan: the customer's answers; the admin's history places each line by its time, with its amount", () => {
    const at = (day: number) => witaDate(2026, 10, day, 10);
    const data = {
      persetujuan: 'setuju',
      persetujuanWaktu: at(21),
      persetujuanTotal: 1_200_000,
      riwayatPersetujuan: [{ persetujuan: 'tolak', waktu: at(19), total: 850_000 }, { persetujuan: 'x' }],
      historyPerbaikan: [
        { tanggal: at(18), keterangan: 'Menunggu persetujuan' },
        { tanggal: at(20), keterangan: 'Menunggu persetujuan' },
        { tanggal: at(22), keterangan: 'Sedang diservice' },
      ],
    };
    const r = toRepairRecord(d(data));
    expect(r.quoteAnswer).toEqual({ answer: 'setuju', at: at(21), total: 1_200_000 });
    expect(r.pastAnswers).toEqual([{ answer: 'tolak', at: at(19), total: 850_000 }]);
    // The customer's page shows the answers beside the quote, not as lines.
    expect(r.historyPerbaikan).toHaveLength(3);
    expect(historyWithAnswer(r, data)).toEqual([
      '18 November 2026 – Menunggu persetujuan',
      `19 November 2026 pukul 10.00 – Biaya ditolak pelanggan: ${rp('Rp 850.000')}`,
      '20 November 2026 – Menunggu persetujuan',
      `21 November 2026 pukul 10.00 – Biaya disetujui pelanggan: ${rp('Rp 1.200.000')}`,
      '22 November 2026 – Sedang diservice',
    ]);
    expect(toRepairRecord(d({ persetujuan: 'mungkin' })).quoteAnswer).toBeNull();
    // An answer stored before the copy was: no amount of its own.
    const refused = { persetujuan: 'tolak' };
    expect(historyWithAnswer(toRepairRecord(d(refused)), refused)).toEqual(['Biaya ditolak pelanggan']);
  });

  it("servisan: the pickup is the history's latest dated 'Diambil' line", () => {
    const r = toRepairRecord(
      d({
        garansiHari: 30,
        historyPerbaikan: [
          { tanggal: witaDate(2026, 10, 1), keterangan: 'Diambil' },
          { tanggal: witaDate(2026, 10, 3), keterangan: 'Sedang diservice' },
          { tanggal: witaDate(2026, 10, 5), keterangan: 'Diambil' },
        ],
      }),
    );
    expect(r).toMatchObject({ garansiHari: 30, diambilPada: witaDate(2026, 10, 5) });
    expect(toRepairRecord(d({ historyPerbaikan: '1 Juni – Diambil' })).diambilPada).toBeNull();
  });

  it('kalkulator fields: nilai_tukar and harga', () => {
    expect(toTradeInPhone(d({ nama: 'iPhone 11', nilai_tukar: 3500000 })).nilaiTukar).toBe(3500000);
    expect(toNewPhone(d({ nama: 'iPhone 15', harga: '14.999.000' })).harga).toBe(14999000);
  });

  it('kontak: a missing document gives empty values, never a crash', () => {
    expect(toContact(null)).toEqual({
      whatsapp: '',
      instagram: '',
      tiktok: '',
      facebook: '',
      shopee: '',
      alamat: '',
      email: '',
      jam: '',
    });
  });
});
