import { describe, expect, it } from 'vitest';
import { coupon } from '../../../test/records';
import type { MemberCoupon, TillMember } from './api';
import { EMPTY_CONTEXT, sourceOf, withRecognised } from './sale-context';
import type { Lead } from '../core/lead-read';

const usable: MemberCoupon = {
  coupon: coupon({ id: 'hemat10', kode: 'HEMAT10', tipe: 'persen', nilaiDiskon: 10, aktif: true }),
  claim: { couponId: 'hemat10', waktu: null, status: 'diklaim', dipakai: null, penjualan: '' },
  state: 'bisa',
};
const member = (uid: string): TillMember => ({
  uid,
  nomor: '28410937',
  nama: uid,
  whatsapp: '',
  saldo: 0,
  coupons: [usable],
  rewards: [],
  rupiahPerPoin: null,
});
const lead = {
  id: 'lead1',
  ref: 'TT-4821',
  mode: 'tukar',
  hpBaru: 'iPhone 16 128GB',
  hargaBaru: 15000000,
} as Lead;

describe('the sale’s context', () => {
  it('gathers a coupon, a member and a lead; the source is the lead', () => {
    let ctx = withRecognised(EMPTY_CONTEXT, { kind: 'coupon', member: member('putu'), coupon: usable });
    expect(sourceOf(ctx)).toEqual({ sumber: 'kupon' });
    ctx = withRecognised(ctx, { kind: 'lead', lead });
    expect(sourceOf(ctx)).toEqual({ sumber: 'tukar_tambah', sumberId: 'lead1' });
    expect(ctx.origin?.row).toEqual({ nama: 'iPhone 16 128GB', harga: 15000000 });
    expect(ctx.coupon?.coupon.id).toBe('hemat10');
  });

  it('a used coupon is not taken; another member drops the last one’s coupon', () => {
    const used = { ...usable, state: 'dipakai' as const };
    expect(
      withRecognised(EMPTY_CONTEXT, { kind: 'coupon', member: member('putu'), coupon: used }).coupon,
    ).toBeNull();
    const ctx = withRecognised(EMPTY_CONTEXT, { kind: 'coupon', member: member('putu'), coupon: usable });
    expect(withRecognised(ctx, { kind: 'member', member: member('made') }).coupon).toBeNull();
    expect(withRecognised(ctx, { kind: 'member', member: member('putu') }).coupon).not.toBeNull();
  });

  it('a repair offers what is left to pay; walk-in without any code', () => {
    const ctx = withRecognised(EMPTY_CONTEXT, {
      kind: 'repair',
      ticket: {
        code: 'OG-7K2QM9XDHT',
        nama: 'Komang',
        perangkat: 'Samsung A54',
        status: 'Selesai - Siap diambil',
        total: 375000,
        dibayar: 100000,
      },
    });
    expect(ctx.origin).toMatchObject({
      sumber: 'servisan',
      sumberId: 'OG-7K2QM9XDHT',
      row: { harga: 275000 },
    });
    expect(sourceOf(EMPTY_CONTEXT)).toEqual({ sumber: 'walk-in' });
  });
});
