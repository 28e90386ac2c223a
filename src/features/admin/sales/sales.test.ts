import { describe, expect, it } from 'vitest';
import { SALE_SOURCES } from '../../../firebase/specs/penjualan.view';
import { checkRate, rateLine } from './points-rate';
import {
  baliMonthStart,
  CSV_HEADER,
  itemsText,
  lastMonth,
  lessReversed,
  monthRange,
  reversalText,
  saleCsvRows,
  salesFileName,
  summarisePeriod,
  tapsSince,
  toSale,
  type ListedSale,
  type SourceTallies,
} from './sales';
import { rp } from '../../../test/rupiah';

const tallies = (over: Partial<SourceTallies> = {}): SourceTallies => ({
  ...(Object.fromEntries(SALE_SOURCES.map((s) => [s, { count: 0, sum: 0 }])) as SourceTallies),
  ...over,
});

const sale = (over: Partial<ListedSale> = {}): ListedSale => ({
  id: 's1',
  waktu: new Date('2026-11-27T06:05:00Z'), // 14.05 in Bali
  barang: [{ nama: 'Charger 20W', harga: 250000 }],
  subtotal: 250000,
  diskon: 0,
  jumlah: 250000,
  bayar: 'tunai',
  sumber: 'walk-in',
  sumberId: '',
  member: '',
  kupon: '',
  poin: 0,
  batal: null,
  memberName: '',
  couponCode: '',
  sourceRef: '',
  ...over,
});

describe('toSale', () => {
  it('reads a stored sale, and what an odd document lacks as nothing rather than a crash', () => {
    const waktu = new Date('2026-11-27T06:05:00Z');
    expect(
      toSale({
        id: 'a',
        data: {
          barang: [{ nama: 'iPhone 13', harga: 7000000 }],
          subtotal: 7000000,
          diskon: 0,
          jumlah: 7000000,
          bayar: 'qris',
          sumber: 'tukar_tambah',
          sumberId: 'lead1',
          poin: 700,
          member: 'u1',
          waktu,
        },
      }),
    ).toEqual({
      id: 'a',
      waktu,
      barang: [{ nama: 'iPhone 13', harga: 7000000 }],
      subtotal: 7000000,
      diskon: 0,
      jumlah: 7000000,
      bayar: 'qris',
      sumber: 'tukar_tambah',
      sumberId: 'lead1',
      member: 'u1',
      kupon: '',
      poin: 700,
    });
    expect(toSale({ id: 'b', data: { sumber: '??', barang: 'x' } })).toMatchObject({
      waktu: null,
      barang: [],
      jumlah: 0,
      sumber: 'walk-in',
      bayar: 'tunai',
    });
  });
});

describe('what a sale says', () => {
  it('names its items and its reversal', () => {
    expect(
      itemsText([
        { nama: 'Charger', harga: 1 },
        { nama: 'Case', harga: 2 },
      ]),
    ).toBe('Charger, Case');
    expect(reversalText(null)).toBe('');
    expect(reversalText({ alasan: 'Salah input', waktu: null })).toBe('Dibatalkan: Salah input');
    expect(reversalText({ alasan: '', waktu: null })).toBe('Dibatalkan');
  });
});

describe('periods in Bali', () => {
  it('starts a month at 00:00 WITA on the 1st, whatever the phone’s zone', () => {
    // 30 Nov 17:00 UTC is already 1 Dec in Bali.
    expect(baliMonthStart(new Date('2026-11-30T17:00:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(baliMonthStart(new Date('2026-11-30T15:00:00Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(baliMonthStart(new Date('2026-01-15T00:00:00Z'), 1).toISOString()).toBe(
      '2025-11-30T16:00:00.000Z',
    );
  });

  it('reads a month input and names last month', () => {
    expect(monthRange('2026-10')).toEqual({
      from: new Date('2026-09-30T16:00:00Z'),
      to: new Date('2026-10-31T16:00:00Z'),
    });
    expect(monthRange('2026-13')).toBeNull();
    expect(monthRange('')).toBeNull();
    expect(lastMonth(new Date('2026-01-10T00:00:00Z'))).toBe('2025-12');
  });
});

describe('the dashboard’s sums', () => {
  const from = new Date('2026-11-23T16:00:00Z');

  it('leaves out the sales reversed in the period, and only those', () => {
    const counted = tallies({
      kupon: { count: 2, sum: 900000 },
      tukar_tambah: { count: 1, sum: 5000000 },
    });
    const reversed = [
      toSale({
        id: 'r1',
        data: { sumber: 'kupon', jumlah: 400000, waktu: new Date('2026-11-25T03:00:00Z') },
      }),
      // Made before the period (reversed in it): the period never counted it.
      toSale({
        id: 'r0',
        data: { sumber: 'kupon', jumlah: 500000, waktu: new Date('2026-11-20T03:00:00Z') },
      }),
    ];
    const out = lessReversed(counted, reversed, from);
    expect(out.kupon).toEqual({ count: 1, sum: 500000 });
    expect(out.tukar_tambah).toEqual({ count: 1, sum: 5000000 });
    expect(counted.kupon).toEqual({ count: 2, sum: 900000 }); // not changed in place
  });

  it('counts the chat taps from the period’s first day on', () => {
    const days = [
      { id: '2026-11-22', data: { total: 9 } },
      { id: '2026-11-24', data: { total: 3 } },
      { id: '2026-11-29', data: { total: 4 } },
    ];
    // The period starts 24 Nov 00:00 WITA (23 Nov 16:00 UTC).
    expect(tapsSince(days, from)).toBe(7);
  });

  it('sums a period: sources, total, and taps → leads → Jadi → sold with its amount', () => {
    const s = summarisePeriod({
      from,
      counted: tallies({
        'walk-in': { count: 3, sum: 600000 },
        tukar_tambah: { count: 2, sum: 9000000 },
      }),
      reversed: [
        toSale({
          id: 'x',
          data: { sumber: 'tukar_tambah', jumlah: 4000000, waktu: new Date('2026-11-26T03:00:00Z') },
        }),
      ],
      tapDays: [{ id: '2026-11-25', data: { total: 40 } }],
      leads: 6,
      jadi: 2,
    });
    expect(s.total).toEqual({ count: 4, sum: 5600000 });
    expect(s.funnel).toEqual({ taps: 40, leads: 6, jadi: 2, sold: { count: 1, sum: 5000000 } });
  });
});

describe('the bookkeeper’s CSV rows', () => {
  it('writes one row per sale, oldest first, in Bali’s day and time, a reversal with its reason', () => {
    const rows = saleCsvRows([
      sale({
        id: 'new',
        waktu: new Date('2026-11-28T02:00:00Z'),
        barang: [
          { nama: 'Ganti baterai', harga: 450000 },
          { nama: 'Tempered glass', harga: 80000 },
        ],
        subtotal: 530000,
        diskon: 53000,
        jumlah: 477000,
        bayar: 'qris',
        sumber: 'kupon',
        member: 'u1',
        memberName: 'Ayu',
        kupon: 'hemat10',
        couponCode: 'HEMAT10',
        poin: 47,
        batal: { alasan: 'Salah pilih barang', waktu: null },
      }),
      sale({ id: 'old', sumber: 'tukar_tambah', sumberId: 'lead1', sourceRef: 'TT-0042' }),
    ]);
    expect(rows).toEqual([
      [
        '2026-11-27',
        '14:05',
        'Charger 20W (250000)',
        '250000',
        '0',
        '250000',
        'Tunai',
        'Tukar tambah',
        'TT-0042',
        '',
        '',
        '0',
        '',
        '',
        'old',
      ],
      [
        '2026-11-28',
        '10:00',
        'Ganti baterai (450000); Tempered glass (80000)',
        '530000',
        '53000',
        '477000',
        'QRIS',
        'Kupon member',
        '',
        'Ayu',
        'HEMAT10',
        '47',
        'Ya',
        'Salah pilih barang',
        'new',
      ],
    ]);
    expect(rows[0]).toHaveLength(CSV_HEADER.length);
  });

  it('names the file by what it holds', () => {
    expect(salesFileName({ kind: 'bulan', from: new Date('2026-10-31T16:00:00Z') })).toBe(
      'penjualan-2026-11.csv',
    );
    expect(salesFileName({ kind: 'minggu', from: new Date('2026-11-22T16:00:00Z') })).toBe(
      'penjualan-minggu-2026-11-23.csv',
    );
  });
});

describe('the points rate form', () => {
  it('takes amounts as the shop writes them, within the rules’ bounds, in Indonesian', () => {
    expect(checkRate('10.000')).toEqual({ ok: true, value: 10000 });
    expect(checkRate(' 1000 ')).toEqual({ ok: true, value: 1000 });
    expect(checkRate('100.000.000')).toEqual({ ok: true, value: 100000000 });
    expect(checkRate('')).toEqual({ ok: false, error: 'Isi nilai belanja untuk 1 poin.' });
    expect(checkRate('999')).toEqual({ ok: false, error: rp('Paling sedikit Rp 1.000.') });
    expect(checkRate('100.000.001')).toEqual({ ok: false, error: rp('Paling banyak Rp 100.000.000.') });
    expect(checkRate('10,5')).toEqual({ ok: false, error: 'Tulis angka bulat, misalnya 10.000.' });
    expect(checkRate('-5000')).toEqual({ ok: false, error: 'Tulis angka bulat, misalnya 10.000.' });
    expect(rateLine(10000)).toBe(rp('1 poin tiap Rp 10.000 belanja'));
  });
});

describe('the sales CSV file', () => {
  it('is Excel-safe: BOM, quoted commas, a typed formula kept as text', async () => {
    const { csvText } = await import('../core/csv');
    const text = await csvText(
      CSV_HEADER,
      saleCsvRows([
        sale({ barang: [{ nama: '=HYPERLINK("x"), 1', harga: 5000 }], subtotal: 5000, jumlah: 5000 }),
      ]),
    );
    expect(text.startsWith('\uFEFFTanggal,Jam,Barang,')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""x""), 1 (5000)"`);
    expect(text.split('\r\n')).toHaveLength(2);
  });
});
