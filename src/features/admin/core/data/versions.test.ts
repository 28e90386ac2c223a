import { describe, expect, it } from 'vitest';
import { isSameVersion, samePlainValue, versionOf, WriteConflict } from './versions';

describe('versionOf', () => {
  it("is the document's latest history entry, null when no admin screen wrote it", () => {
    expect(versionOf({ nama: 'x', _riwayat: 'e1' })).toBe('e1');
    expect(versionOf({ nama: 'x' })).toBeNull();
  });
});

describe('isSameVersion', () => {
  it('holds while the stored document names the entry the admin read', () => {
    expect(isSameVersion({ harga: 1, _riwayat: 'e1' }, { harga: 1, _riwayat: 'e1' })).toBe(true);
  });

  it('fails once another admin saved (a new entry), or the document came or went', () => {
    expect(isSameVersion({ harga: 1, _riwayat: 'e1' }, { harga: 1, _riwayat: 'e2' })).toBe(false);
    expect(isSameVersion({ harga: 1, _riwayat: 'e1' }, null)).toBe(false);
    expect(isSameVersion(null, { harga: 1, _riwayat: 'e1' })).toBe(false);
    expect(isSameVersion(null, null)).toBe(true);
  });

  it("seen without a version (a visitor list's row, a document no admin screen wrote), holds while the content does", () => {
    const row = { harga: 1, tanggal: new Date(5), warna: ['Hitam'] };
    expect(isSameVersion(row, { ...row, _riwayat: 'e2' })).toBe(true);
    expect(isSameVersion(row, { harga: 1, tanggal: new Date(5), warna: ['Hitam'] })).toBe(true);
    expect(isSameVersion(row, { ...row, harga: 2, _riwayat: 'e2' })).toBe(false);
    // Changed outside the admin, no new entry: still not what the admin saw.
    expect(isSameVersion(row, { ...row, warna: ['Putih'] })).toBe(false);
    expect(isSameVersion(row, { ...row, baru: 3 })).toBe(false);
    expect(isSameVersion(row, null)).toBe(false);
    // Seen only as "no version yet" (an inbox's status change): holds until an admin saves it.
    expect(isSameVersion({}, { status: 'Baru', nama: 'Sari' })).toBe(true);
    expect(isSameVersion({}, { status: 'Dihubungi', _riwayat: 'e1' })).toBe(false);
  });

  it('with fields named, only those count (a ticket edit beside a status change)', () => {
    const seen = { nama: 'Budi', status: 'Masuk', itemList: [{ nama: 'LCD', harga: 1 }], _riwayat: 'e1' };
    const statusMoved = { ...seen, status: 'Sedang diservice', _riwayat: 'e2' };
    expect(isSameVersion(seen, statusMoved, ['nama', 'itemList'])).toBe(true);
    expect(isSameVersion(seen, { ...statusMoved, nama: 'Budi S' }, ['nama', 'itemList'])).toBe(false);
    expect(
      isSameVersion(seen, { ...statusMoved, itemList: [{ nama: 'LCD', harga: 2 }] }, ['nama', 'itemList']),
    ).toBe(false);
  });
});

describe('samePlainValue', () => {
  it('compares dates by time, lists and maps by content', () => {
    expect(samePlainValue(new Date(5), new Date(5))).toBe(true);
    expect(samePlainValue(new Date(5), new Date(6))).toBe(false);
    expect(samePlainValue(new Date(5), 5)).toBe(false);
    expect(samePlainValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(samePlainValue({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(samePlainValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(samePlainValue(undefined, undefined)).toBe(true);
    expect(samePlainValue('1', 1)).toBe(false);
  });
});

describe('WriteConflict', () => {
  it('carries what is stored now', () => {
    const e = new WriteConflict([{ id: 'a', stored: null }]);
    expect(e).toBeInstanceOf(Error);
    expect(e.docs).toEqual([{ id: 'a', stored: null }]);
  });
});
