import screens from 'virtual:og-pages/admin';
import { describe, expect, it, vi } from 'vitest';
import { AREAS, areaOf, phoneTabOf } from './areas';

/** An address of a screen: its pattern with a catalogue collection and a code filled in. */
const addressOf = (path: string) =>
  path.replace(':collection', 'pricelist').replace(/:\w+/g, 'OG-2406-B3M9').replace(/\*$/, 'tidak-ada');

describe('the areas of the page table (src/app/pages.ts)', () => {
  it.each(screens.map((s) => [s.path, s.tab ?? null]))('%s is in %s', (path, tab) => {
    expect(areaOf(addressOf(path))).toBe(tab);
  });

  it("link each area's screen with a label, once, in the table's order", () => {
    expect(AREAS).toEqual(
      screens.flatMap((s) => (s.menu ? [{ area: s.tab, to: s.path, label: s.menu }] : [])),
    );
    expect(AREAS.map((a) => a.label).join(' · ')).toBe(
      'Ringkasan · Kasir · Servis · Katalog · Promo · Member · Riwayat · Lainnya',
    );
    expect(new Set(AREAS.map((a) => a.area)).size).toBe(AREAS.length);
    for (const a of AREAS) expect(areaOf(a.to), a.to).toBe(a.area);
  });
});

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
    ['/admin/kasir', 'kasir'],
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
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // the router's note on the escape
    expect(areaOf('/admin/katalog/%E0%A4%A')).toBe('katalog');
  });
});

describe('phoneTabOf', () => {
  it('marks Lainnya for Member and Riwayat, which a phone reaches through it', () => {
    expect(phoneTabOf('riwayat')).toBe('lainnya');
    expect(phoneTabOf('member')).toBe('lainnya');
    expect(phoneTabOf('kasir')).toBe('kasir');
    expect(phoneTabOf('promo')).toBe('promo');
    expect(phoneTabOf(null)).toBeNull();
  });
});
