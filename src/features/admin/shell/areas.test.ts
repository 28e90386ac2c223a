import { describe, expect, it } from 'vitest';
import { areaOf, phoneTabOf } from './areas';

describe('areaOf', () => {
  it.each([
    ['/admin', 'dashboard'],
    ['/admin/', 'dashboard'],
    ['/admin/servisan', 'servis'],
    ['/admin/servisan/OG-2406-B3M9', 'servis'],
    ['/admin/katalog', 'katalog'],
    ['/admin/katalog/pricelist', 'katalog'],
    ['/admin/katalog/pricelist/harga-massal', 'katalog'],
    ['/admin/katalog/kontak/aktif', 'katalog'],
    ['/admin/promo', 'promo'],
    ['/admin/promo/aktif', 'promo'],
    ['/admin/katalog/promo/promo_aktif', 'promo'],
    ['/admin/member', 'member'],
    ['/admin/katalog/notifikasi', 'member'],
    ['/admin/katalog/notifikasi/baru', 'member'],
    ['/admin/katalog/coupons/hemat10', 'member'],
    ['/admin/katalog/reward', 'member'],
    ['/admin/riwayat', 'riwayat'],
    ['/admin/lainnya', 'lainnya'],
  ] as const)('%s is in %s', (path, area) => {
    expect(areaOf(path)).toBe(area);
  });

  it('knows no area outside the admin or on an unknown admin path', () => {
    expect(areaOf('/administrasi')).toBeNull();
    expect(areaOf('/pricelist')).toBeNull();
    expect(areaOf('/admin/tidak-ada')).toBeNull();
  });

  it('a malformed escape in a collection stays in the catalogue', () => {
    expect(areaOf('/admin/katalog/%E0%A4%A')).toBe('katalog');
  });
});

describe('phoneTabOf', () => {
  it('marks Lainnya for Riwayat, which a phone reaches through it', () => {
    expect(phoneTabOf('riwayat')).toBe('lainnya');
    expect(phoneTabOf('promo')).toBe('promo');
    expect(phoneTabOf(null)).toBeNull();
  });
});
