import { describe, expect, it } from 'vitest';
import {
  couponQrText,
  couponTypedCode,
  formatMemberNumber,
  memberQrText,
  newMemberNumber,
  parseTillCode,
} from './till-codes';

describe('till codes', () => {
  it('draws eight-digit member numbers that never start with 0', () => {
    expect(newMemberNumber(() => 0)).toBe('10000000');
    expect(newMemberNumber(() => 0.999999999)).toBe('99999999');
    for (let i = 0; i < 200; i++) expect(newMemberNumber()).toMatch(/^[1-9][0-9]{7}$/);
    expect(formatMemberNumber('28410937')).toBe('2841 0937');
  });

  it('reads back what the card and the coupon show, scanned or typed', () => {
    expect(parseTillCode(memberQrText('28410937'))).toEqual({ kind: 'member', nomor: '28410937' });
    expect(parseTillCode(' 2841 0937 ')).toEqual({ kind: 'member', nomor: '28410937' });
    expect(parseTillCode(couponQrText('28410937', 'abc123XYZ'))).toEqual({
      kind: 'coupon',
      nomor: '28410937',
      couponId: 'abc123XYZ',
    });
    expect(parseTillCode(couponTypedCode('28410937', 'HEMAT50'))).toEqual({
      kind: 'coupon',
      nomor: '28410937',
      kode: 'HEMAT50',
    });
    expect(parseTillCode('2841 0937 - hemat50')).toEqual({
      kind: 'coupon',
      nomor: '28410937',
      kode: 'HEMAT50',
    });
  });

  it('tells a lead, a WhatsApp number and a repair code apart', () => {
    expect(parseTillCode('tt-0420')).toEqual({ kind: 'lead', ref: 'TT-0420' });
    expect(parseTillCode('TT 0420')).toEqual({ kind: 'lead', ref: 'TT-0420' });
    expect(parseTillCode('0812-3456-7890')).toEqual({ kind: 'phone', whatsapp: '6281234567890' });
    expect(parseTillCode('+62 812 3456 7890')).toEqual({ kind: 'phone', whatsapp: '6281234567890' });
    expect(parseTillCode('og-7k2qm9xdht')).toEqual({ kind: 'repair', code: 'OG-7K2QM9XDHT' });
    expect(parseTillCode('ABC123')).toEqual({ kind: 'repair', code: 'ABC123' });
  });

  it('refuses what no code can be', () => {
    for (const text of ['', '  ', 'OGM:0123', 'OGM:2841093', 'OGK:28410937', 'OGK:28410937:', '??', 'a'])
      expect(parseTillCode(text)).toBeNull();
  });
});
