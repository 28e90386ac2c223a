import { describe, expect, it } from 'vitest';
import { toPlain } from './plain';

class Stamp {
  constructor(private readonly ms: number) {}
  toDate() {
    return new Date(this.ms);
  }
}

class GeoPointLike {
  constructor(readonly latitude: number) {}
}

describe('toPlain', () => {
  it('turns Timestamps into Dates at any depth and copies maps and arrays', () => {
    const point = new GeoPointLike(-8.6);
    const data = {
      nama: 'Case',
      harga: 50_000,
      kosong: null,
      tanggal: new Stamp(0),
      riwayat: [new Stamp(1000), 'teks', [new Stamp(2000)]],
      alamat: { kota: 'Denpasar', sejak: new Stamp(3000) },
      lokasi: point,
    };
    const plain = toPlain(data);
    expect(plain).toEqual({
      nama: 'Case',
      harga: 50_000,
      kosong: null,
      tanggal: new Date(0),
      riwayat: [new Date(1000), 'teks', [new Date(2000)]],
      alamat: { kota: 'Denpasar', sejak: new Date(3000) },
      lokasi: point,
    });
    expect(plain.lokasi).toBe(point);
    expect(plain.alamat).not.toBe(data.alamat);
  });
});
