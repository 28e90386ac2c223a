import { describe, expect, it } from 'vitest';
import { couponState, couponStateText, refusalText, whatsappDigits, whatsappShown } from './till-view';

const NOW = new Date('2026-12-12T04:00:00Z'); // 12 Dec 2026, noon in Bali

describe('couponState', () => {
  const on = { aktif: true, berlakuSampai: '' };
  it('is usable on an active claim not used before', () => {
    expect(couponState(on, { dipakai: null }, NOW)).toBe('bisa');
  });
  it('says used first, whatever the coupon became since', () => {
    expect(couponState({ aktif: false, berlakuSampai: '2020-01-01' }, { dipakai: NOW }, NOW)).toBe('dipakai');
  });
  it('knows a coupon this member never claimed', () => {
    expect(couponState(on, null, NOW)).toBe('belum-diklaim');
  });
  it('knows a coupon switched off, and one past its last day (Bali’s day)', () => {
    expect(couponState({ aktif: false, berlakuSampai: '' }, { dipakai: null }, NOW)).toBe('nonaktif');
    expect(couponState({ aktif: true, berlakuSampai: '2026-12-11' }, { dipakai: null }, NOW)).toBe(
      'berakhir',
    );
    expect(couponState({ aktif: true, berlakuSampai: '2026-12-12' }, { dipakai: null }, NOW)).toBe('bisa');
  });
});

describe('the words', () => {
  it('name the day a coupon was used', () => {
    expect(couponStateText('dipakai', NOW)).toBe('Sudah dipakai 12 Des 2026');
    expect(refusalText('coupon-used', NOW)).toBe('Kupon ini sudah dipakai pada 12 Des 2026.');
    expect(refusalText('coupon-used')).toBe('Kupon ini sudah dipakai.');
  });
  it('have one for every refusal', () => {
    for (const r of [
      'member-unknown',
      'coupon-unclaimed',
      'coupon-inactive',
      'coupon-ended',
      'coupon-needs-member',
      'discount-too-large',
      'source-unknown',
    ] as const)
      expect(refusalText(r)).toMatch(/\.$/);
  });
});

describe('WhatsApp numbers as the promo form stores them', () => {
  it.each([
    ['0812 3456 7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['(0812) 3456-7890', '6281234567890'],
    ['81234567890', '6281234567890'],
  ])('%s → %s', (typed, digits) => {
    expect(whatsappDigits(typed)).toBe(digits);
  });
  it('reads one out', () => {
    expect(whatsappShown('6281234567890')).toBe('0812-3456-7890');
  });
});
