import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholdersIn, unknownPlaceholders } from './message-template';

const KNOWN = ['nama', 'kode', 'perangkat', 'status', 'total', 'link'];

describe('message templates', () => {
  it('finds each mark once, in order', () => {
    expect(placeholdersIn('Halo {nama}, {kode} {nama} {}')).toEqual(['nama', 'kode', '']);
  });

  it('names the marks it does not know, spelled as written', () => {
    expect(unknownPlaceholders('Halo {nama}, total {harga}. {Nama} {}', KNOWN)).toEqual([
      'harga',
      'Nama',
      '',
    ]);
    expect(unknownPlaceholders('Halo {nama}, {kode} {perangkat} {status} {total} {link}', KNOWN)).toEqual([]);
    expect(unknownPlaceholders('Tanpa tanda sama sekali', KNOWN)).toEqual([]);
  });

  it('fills every known mark, every time it appears; a value never fills again', () => {
    expect(
      fillTemplate('Halo {nama}! {perangkat} {status}: {total}. {nama}, cek {link} {lain}', {
        nama: 'Sari {kode}',
        kode: 'OG-1',
        perangkat: 'iPhone 13',
        status: 'Selesai - Siap diambil',
        total: 'Rp 850.000',
        link: 'https://x/cek-servisan?kode=OG-1',
      }),
    ).toBe(
      'Halo Sari {kode}! iPhone 13 Selesai - Siap diambil: Rp 850.000. Sari {kode}, cek https://x/cek-servisan?kode=OG-1 {lain}',
    );
  });

  it('leaves a mark named like an object property alone', () => {
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});
