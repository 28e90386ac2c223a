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
    // The same document with its times as Firestore gives them, then as Dates.
    const documentWith = (time: (ms: number) => unknown) => ({
      nama: 'Case',
      harga: 50_000,
      kosong: null,
      tanggal: time(0),
      riwayat: [time(1000), 'teks', [time(2000)]],
      alamat: { kota: 'Denpasar', sejak: time(3000) },
      lokasi: point,
    });
    const data = documentWith((ms) => new Stamp(ms));
    const plain = toPlain(data);
    expect(plain).toEqual(documentWith((ms) => new Date(ms)));
    expect(plain.lokasi).toBe(point);
    expect(plain.alamat).not.toBe(data.alamat);
  });
});
