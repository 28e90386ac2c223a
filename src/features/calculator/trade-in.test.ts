import { describe, expect, it } from 'vitest';
import {
  calculateSell,
  calculateTradeIn,
  describeExtra,
  missingPhoneText,
  notFoundChatText,
  findPhone,
  sellChatText,
  sellShareText,
  tradeInChatText,
  tradeInExtra,
  tradeInShareText,
} from './trade-in';
import { formatRupiah } from '../../lib/currency';
import { rp } from '../../test/rupiah';

const oldPhones = [
  { nama: 'iPhone 11 64GB', nilaiTukar: 3_500_000 },
  { nama: 'iPhone 14 Pro 256GB', nilaiTukar: 9_500_000 },
];
const newPhones = [
  { nama: 'iPhone 16 128GB', harga: 15_000_000 },
  { nama: 'Samsung Galaxy S24 FE 256GB', harga: 9_000_000 },
  { nama: 'iPhone 14 Pro 256GB', harga: 9_500_000 },
];

describe('tradeInExtra', () => {
  it('is the new price minus the trade-in value', () => {
    expect(tradeInExtra(15_000_000, 3_500_000)).toBe(11_500_000);
  });
  it('is negative when the old phone is worth more', () => {
    expect(tradeInExtra(9_000_000, 9_500_000)).toBe(-500_000);
  });
  it('is zero when they are worth the same', () => {
    expect(tradeInExtra(9_500_000, 9_500_000)).toBe(0);
  });
});

describe('findPhone: the name match', () => {
  it('ignores letter case, surrounding and repeated spaces', () => {
    expect(findPhone(oldPhones, '  iphone 11   64gb ')?.nama).toBe('iPhone 11 64GB');
  });
  it('never matches part of a name', () => {
    expect(findPhone(oldPhones, 'iPhone 11')).toBeUndefined();
    expect(findPhone(oldPhones, 'iPhone 11 64GB Pro')).toBeUndefined();
  });
  it('an empty name finds nothing', () => {
    expect(findPhone(oldPhones, '   ')).toBeUndefined();
  });
});

describe('calculateTradeIn', () => {
  it('finds both phones and computes the extra', () => {
    expect(calculateTradeIn(oldPhones, newPhones, 'iPhone 11 64GB', 'iPhone 16 128GB')).toEqual({
      ok: true,
      oldPhone: oldPhones[0],
      newPhone: newPhones[0],
      extra: 11_500_000,
    });
  });
  it.each([
    ['iPhone 99', 'iPhone 16 128GB', [{ role: 'lama', typed: 'iPhone 99' }]],
    ['iPhone 11 64GB', ' iPhone   99 ', [{ role: 'baru', typed: 'iPhone 99' }]],
    [
      '',
      '',
      [
        { role: 'lama', typed: '' },
        { role: 'baru', typed: '' },
      ],
    ],
  ])('%j → %j is not found, saying which phone', (o, n, missing) => {
    expect(calculateTradeIn(oldPhones, newPhones, o, n)).toEqual({
      ok: false,
      message: 'Data HP tidak ditemukan',
      missing,
      oldName: o.trim().replace(/\s+/g, ' '),
      newName: n.trim().replace(/\s+/g, ' '),
    });
  });
  it('the old phone is looked up in the old list only', () => {
    expect(calculateTradeIn(oldPhones, newPhones, 'Samsung Galaxy S24 FE 256GB', 'iPhone 16 128GB').ok).toBe(
      false,
    );
  });
});

describe('calculateSell', () => {
  it('gives the phone value', () => {
    expect(calculateSell(oldPhones, 'iPhone 14 Pro 256GB')).toEqual({
      ok: true,
      phone: oldPhones[1],
      value: 9_500_000,
    });
  });
  it('an inexact name is not found', () => {
    expect(calculateSell(oldPhones, 'iPhone 14 Pro')).toEqual({
      ok: false,
      message: 'HP tidak ditemukan dalam daftar kami',
      missing: [{ role: 'jual', typed: 'iPhone 14 Pro' }],
    });
  });
});

describe('not found: which phone, and a message for the shop', () => {
  it('names the phone as typed, or says the field was empty', () => {
    expect(missingPhoneText({ role: 'lama', typed: 'Nokia 3310' })).toBe(
      'HP lama "Nokia 3310" tidak ada di daftar kami.',
    );
    expect(missingPhoneText({ role: 'baru', typed: '' })).toBe('HP baru belum diisi.');
    expect(missingPhoneText({ role: 'jual', typed: 'Nokia 3310' })).toBe(
      'HP "Nokia 3310" tidak ada di daftar kami.',
    );
  });

  it('the chat message names the phones', () => {
    expect(notFoundChatText({ mode: 'tukar', oldName: 'Nokia 3310', newName: 'iPhone 16 128GB' })).toBe(
      [
        'Halo admin ONE GADGET, saya mau tukar tambah.',
        'HP lama: Nokia 3310',
        'HP baru: iPhone 16 128GB',
        'HP ini tidak ada di daftar Kalkulator Harga. Berapa estimasi biayanya?',
      ].join('\n'),
    );
    expect(notFoundChatText({ mode: 'jual', name: 'Nokia 3310' })).toBe(
      [
        'Halo admin ONE GADGET, saya mau jual HP.',
        'HP: Nokia 3310',
        'HP ini tidak ada di daftar Kalkulator Harga. Berapa estimasi harganya?',
      ].join('\n'),
    );
  });
});

describe('describeExtra', () => {
  it('positive: money to add', () => {
    expect(describeExtra(11_500_000)).toEqual({
      kind: 'pay',
      label: 'Kamu cukup menambah',
      amount: rp('Rp 11.500.000'),
    });
  });
  it('negative: shown plainly as money received, without a minus sign', () => {
    expect(describeExtra(-500_000)).toEqual({
      kind: 'receive',
      label: 'Kamu menerima',
      amount: rp('Rp 500.000'),
    });
  });
  it('zero: nothing to pay', () => {
    expect(describeExtra(0).kind).toBe('even');
  });
});

describe('chat texts carry the calculation', () => {
  it('trade-in', () => {
    const text = tradeInChatText({ oldPhone: oldPhones[1]!, newPhone: newPhones[1]!, extra: -500_000 });
    expect(text).toContain(rp('HP lama: iPhone 14 Pro 256GB (nilai tukar Rp 9.500.000)'));
    expect(text).toContain(rp('HP baru: Samsung Galaxy S24 FE 256GB (harga Rp 9.000.000)'));
    expect(text).toContain(rp('saya menerima Rp 500.000'));
  });
  it('sell', () => {
    expect(sellChatText({ phone: oldPhones[0]!, value: 3_500_000 })).toContain(
      rp('Estimasi dari Kalkulator Harga: Rp 3.500.000.'),
    );
  });
});

describe('share texts', () => {
  it('a trade-in: both phones and what is paid or received', () => {
    expect(tradeInShareText({ oldPhone: oldPhones[0]!, newPhone: newPhones[0]!, extra: 11_500_000 })).toBe(
      `Estimasi tukar tambah iPhone 11 64GB ke iPhone 16 128GB di ONE GADGET Bali: tambah ${formatRupiah(11_500_000)}.`,
    );
    expect(tradeInShareText({ oldPhone: oldPhones[1]!, newPhone: newPhones[1]!, extra: -500_000 })).toContain(
      `terima ${formatRupiah(500_000)}`,
    );
  });
  it('a sale: the phone and its value', () => {
    expect(sellShareText({ phone: oldPhones[0]!, value: 3_500_000 })).toBe(
      `Estimasi harga jual iPhone 11 64GB di ONE GADGET Bali: ${formatRupiah(3_500_000)}.`,
    );
  });
});
