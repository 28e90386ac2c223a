import { describe, expect, it } from 'vitest';
import {
  answerLines,
  batteryPercent,
  conditionRange,
  deductionsFor,
  describeExtraRange,
  extraRange,
  extraText,
  newLeadRef,
  rangeText,
  type Deduction,
} from './condition';
import { leadMessage } from './lead-message';
import { rp } from '../../test/rupiah';

const general = (kode: string, tipe: string, nilai: number): Deduction => ({ kode, tipe, nilai, model: '' });
const LIST: Deduction[] = [
  general('layar-gores', 'persen', 5),
  general('layar-retak', 'persen', 20),
  general('layar-rusak', 'persen', 35),
  general('bodi-lecet', 'persen', 5),
  general('bodi-penyok', 'persen', 15),
  general('baterai-sedang', 'persen', 5),
  general('baterai-rendah', 'persen', 10),
  general('batangan', 'rupiah', 150_000),
];
/** As seeded: the usual wear of a used phone marked typical. */
const TYPICAL: Deduction[] = LIST.map((d) =>
  ['layar-gores', 'bodi-lecet', 'baterai-sedang'].includes(d.kode) ? { ...d, tipikal: true } : d,
);
const V = 5_000_000;
const ALL_BEST = {
  layar: 'mulus',
  bodi: 'mulus',
  biometrik: 'normal',
  kamera: 'normal',
  speaker: 'normal',
  sinyal: 'normal',
  baterai: '90',
  kelengkapan: 'fullset',
  resmi: 'resmi',
  akun: 'keluar',
};

describe('conditionRange', () => {
  it('all answered at their best: the base value, one figure', () => {
    const r = conditionRange(V, ALL_BEST, deductionsFor(LIST, 'iPhone 12', V));
    expect(r).toEqual({ min: V, max: V, lowered: [], open: [] });
  });

  it('deductions stack, each taken from the base value, and name what lowered it', () => {
    const answers = { ...ALL_BEST, layar: 'retak', baterai: '78', kelengkapan: 'batangan' };
    const r = conditionRange(V, answers, deductionsFor(LIST, 'iPhone 12', V));
    // 20 % + 10 % of 5.000.000, plus Rp 150.000.
    expect(r.min).toBe(V - 1_000_000 - 500_000 - 150_000);
    expect(r.max).toBe(r.min);
    expect(r.lowered.map((l) => [l.label, l.amount])).toEqual([
      ['Layar: Retak', 1_000_000],
      ['Kesehatan baterai: Di bawah 80%', 500_000],
      ['Kelengkapan: Batangan', 150_000],
    ]);
  });

  it('an unanswered question widens the range by its typical answer, not its worst', () => {
    const r = conditionRange(V, { ...ALL_BEST, layar: undefined }, deductionsFor(TYPICAL, 'iPhone 12', V));
    // Layar: ada goresan (5 %) is typical; retak (20 %) and rusak (35 %) are not counted.
    expect(r).toMatchObject({ min: V - 250_000, max: V, open: ['layar'] });
  });

  it('0, some and all answered: the range narrows to one figure and only answers lower it', () => {
    const amounts = deductionsFor(TYPICAL, 'iPhone 12', V);
    // Nothing answered: the typical scratches, wear and 80–84 % battery, 15 % of 5.000.000.
    expect(conditionRange(V, {}, amounts)).toMatchObject({ min: 4_250_000, max: V });
    expect(conditionRange(V, {}, amounts).open).toEqual(['layar', 'bodi', 'baterai', 'kelengkapan']);
    // A cracked screen answered: its 20 % replaces the typical 5 %; the rest still open.
    const some = conditionRange(V, { layar: 'retak' }, amounts);
    expect(some).toMatchObject({ min: 5_000_000 - 1_000_000 - 500_000, max: 4_000_000 });
    expect(some.open).toEqual(['bodi', 'baterai', 'kelengkapan']);
    // All answered: one figure.
    const all = conditionRange(V, { ...ALL_BEST, layar: 'retak', kelengkapan: 'batangan' }, amounts);
    expect(all).toMatchObject({ min: 3_850_000, max: 3_850_000, open: [] });
  });

  it('without a typical answer an open question counts its best: the worst case is never assumed', () => {
    const r = conditionRange(V, {}, deductionsFor(LIST, 'iPhone 12', V));
    expect(r).toMatchObject({ min: V, max: V });
    expect(r.open).toEqual(['layar', 'bodi', 'baterai', 'kelengkapan']);
  });

  it('Rp 0 only when the answers take it all, however much the worst answers would add up to', () => {
    const heavy = [
      { ...general('layar-rusak', 'persen', 60), tipikal: false },
      { ...general('inter', 'persen', 60), tipikal: false },
      { ...general('layar-gores', 'persen', 5), tipikal: true },
    ];
    const amounts = deductionsFor(heavy, 'x', V);
    expect(conditionRange(V, {}, amounts).min).toBe(4_750_000);
    expect(conditionRange(V, { layar: 'rusak', resmi: 'inter' }, amounts)).toMatchObject({ min: 0, max: 0 });
  });

  it('two typical answers for one question: the larger counts', () => {
    const list = TYPICAL.map((d) => (d.kode === 'layar-retak' ? { ...d, tipikal: true } : d));
    const r = conditionRange(V, { ...ALL_BEST, layar: undefined }, deductionsFor(list, 'x', V));
    expect(r.min).toBe(V - 1_000_000);
  });

  it("a phone's own deduction for an answer carries its own typical mark", () => {
    const list = [...TYPICAL, { kode: 'layar-gores', tipe: 'rupiah', nilai: 400_000, model: 'iPhone 12' }];
    expect(deductionsFor(list, 'iPhone 12', V).get('layar-gores')).toEqual({
      amount: 400_000,
      typical: false,
    });
    expect(deductionsFor(list, 'iPhone 11', V).get('layar-gores')).toEqual({
      amount: 250_000,
      typical: true,
    });
  });

  it('a battery "tidak tahu" or a bad percent is an open question', () => {
    for (const baterai of ['tidak-tahu', '0', '101', 'abc']) {
      const r = conditionRange(V, { ...ALL_BEST, baterai }, deductionsFor(TYPICAL, 'x', V));
      expect(r).toMatchObject({ min: V - 250_000, max: V, open: ['baterai'] });
    }
  });

  it('never below zero', () => {
    const heavy = [general('layar-rusak', 'persen', 100), general('batangan', 'rupiah', 9_000_000)];
    const r = conditionRange(V, { layar: 'rusak', kelengkapan: 'batangan' }, deductionsFor(heavy, 'x', V));
    expect(r.min).toBe(0);
    expect(r.max).toBe(0);
  });

  it("a phone's own deduction replaces the general one; other phones keep the general", () => {
    const list = [
      ...LIST,
      { kode: 'layar-retak', tipe: 'rupiah', nilai: 3_500_000, model: 'iPhone 15 Pro Max 256GB' },
    ];
    expect(deductionsFor(list, 'iphone 15 pro max 256gb', V).get('layar-retak')?.amount).toBe(3_500_000);
    expect(deductionsFor(list, 'iPhone 12 128GB', V).get('layar-retak')?.amount).toBe(1_000_000);
  });
});

describe('the extra cost range', () => {
  it('as the headline: to add, to receive, either way, or one figure', () => {
    expect(describeExtraRange({ min: 11_500_000, max: 12_025_000 })).toEqual({
      kind: 'pay',
      label: 'Kamu cukup menambah',
      amount: rp('Rp 11.500.000 – Rp 12.025.000'),
    });
    expect(describeExtraRange({ min: -900_000, max: -500_000 })).toEqual({
      kind: 'receive',
      label: 'Kamu menerima',
      amount: rp('Rp 500.000 – Rp 900.000'),
    });
    expect(describeExtraRange({ min: -500_000, max: 250_000 })).toEqual({
      kind: 'even',
      label: rp('Antara menerima Rp 500.000 dan menambah Rp 250.000'),
      amount: '',
    });
    expect(describeExtraRange({ min: 4_000, max: 4_000 })).toMatchObject({
      kind: 'pay',
      amount: rp('Rp 4.000'),
    });
  });

  it('new price less the value range; a negative extra is kept', () => {
    expect(extraRange(6_000_000, { min: 4_000_000, max: 5_000_000 })).toEqual({
      min: 1_000_000,
      max: 2_000_000,
    });
    expect(extraRange(3_000_000, { min: 4_000_000, max: 5_000_000 })).toEqual({
      min: -2_000_000,
      max: -1_000_000,
    });
  });

  it('in words', () => {
    expect(extraText({ min: 1_000_000, max: 2_000_000 })).toBe(rp('Tambah Rp 1.000.000 – Rp 2.000.000'));
    expect(extraText({ min: -2_000_000, max: -1_000_000 })).toBe(
      rp('Kamu menerima Rp 1.000.000 – Rp 2.000.000'),
    );
    expect(extraText({ min: -500_000, max: 250_000 })).toBe(
      rp('Antara menerima Rp 500.000 dan menambah Rp 250.000'),
    );
    expect(rangeText({ min: 7, max: 7 })).toBe(rp('Rp 7'));
  });
});

describe('answers, reference and message', () => {
  it('batteryPercent takes 1–100, with or without %', () => {
    expect([
      batteryPercent('85'),
      batteryPercent(' 78 % '),
      batteryPercent('0'),
      batteryPercent('8.5'),
    ]).toEqual([85, 78, null, null]);
  });

  it('answers in words, battery as typed', () => {
    expect(answerLines({ layar: 'retak', baterai: '78', akun: 'masuk' })).toEqual([
      'Layar: Retak',
      'Kesehatan baterai: 78%',
      'Akun iCloud / Google: Belum logout',
    ]);
    expect(answerLines({ baterai: 'tidak-tahu' })).toEqual(['Kesehatan baterai: tidak tahu']);
  });

  it('a reference is TT- and four digits', () => {
    expect(newLeadRef(() => 0.4821)).toBe('TT-4821');
    expect(newLeadRef(() => 0)).toBe('TT-0000');
    expect(newLeadRef(() => 0.99999)).toBe('TT-9999');
  });

  it('the message carries the reference, phones, answers and range', () => {
    const text = leadMessage(
      'TT-4821',
      { mode: 'tukar', oldName: 'iPhone 12 128GB', newPhone: { nama: 'iPhone 15 128GB', harga: 13_000_000 } },
      { layar: 'retak' },
      { min: 3_000_000, max: 4_000_000 },
    );
    expect(text).toBe(
      rp(
        [
          'Halo admin ONE GADGET, saya mau tukar tambah.',
          'Referensi: TT-4821',
          'HP lama: iPhone 12 128GB',
          'HP baru: iPhone 15 128GB (harga Rp 13.000.000)',
          'Kondisi HP lama:',
          '- Layar: Retak',
          'Perkiraan nilai: Rp 3.000.000 – Rp 4.000.000',
          'Estimasi: Tambah Rp 9.000.000 – Rp 10.000.000',
          'Apakah bisa dibantu?',
        ].join('\n'),
      ),
    );
  });
});
