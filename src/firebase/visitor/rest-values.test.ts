import { describe, expect, it } from 'vitest';
import { fromRestFields, fromRestValue } from './rest-values';

describe('fromRestValue', () => {
  it('reads the kinds the app stores as plain data', () => {
    expect(
      fromRestFields({
        nama: { stringValue: 'iPhone 15' },
        stok: { integerValue: '3' },
        rating: { doubleValue: 4.5 },
        aktif: { booleanValue: true },
        tanggal: { timestampValue: '2026-11-27T02:00:00Z' },
        colours: { arrayValue: { values: [{ stringValue: 'Hitam' }] } },
        kosong: { arrayValue: {} },
        isi: { mapValue: { fields: { a: { nullValue: null } } } },
      }),
    ).toEqual({
      nama: 'iPhone 15',
      stok: 3,
      rating: 4.5,
      aktif: true,
      tanggal: new Date('2026-11-27T02:00:00Z'),
      colours: ['Hitam'],
      kosong: [],
      isi: { a: null },
    });
  });

  it('a reference is the path of the document it names', () => {
    expect(
      fromRestValue({
        referenceValue: 'projects/demo-onegadget/databases/(default)/documents/pricelist/iphone-15',
      }),
    ).toBe('pricelist/iphone-15');
    expect(
      fromRestValue({ referenceValue: 'projects/p/databases/(default)/documents/users/u1/kupon/k1' }),
    ).toBe('users/u1/kupon/k1');
  });

  it('a geopoint is its latitude and longitude, a 0 that REST leaves out included', () => {
    expect(fromRestValue({ geoPointValue: { latitude: -8.65, longitude: 115.2167 } })).toEqual({
      latitude: -8.65,
      longitude: 115.2167,
    });
    expect(fromRestValue({ geoPointValue: { longitude: 115.2 } })).toEqual({ latitude: 0, longitude: 115.2 });
  });

  it('bytes are their base64 text', () => {
    expect(fromRestValue({ bytesValue: 'T05FIEdBREdFVA==' })).toBe('T05FIEdBREdFVA==');
  });
});
