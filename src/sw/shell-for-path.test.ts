import { describe, expect, it } from 'vitest';
import { patternToRegExp, shellForPath } from './shell-for-path';

describe('shellForPath', () => {
  it('gives each public route its own prerendered page', () => {
    expect(shellForPath('/')).toBe('/');
    expect(shellForPath('/pricelist')).toBe('/pricelist');
    expect(shellForPath('/aksesoris')).toBe('/aksesoris');
    expect(shellForPath('/artikel/tips-merawat-baterai-iphone')).toBe('/artikel');
    expect(shellForPath('/member/login')).toBe('/member/login');
    expect(shellForPath('/link')).toBe('/link');
  });

  it('the member and admin areas the app without a page, anything else the not-found page', () => {
    expect(shellForPath('/member')).toBe('/app');
    expect(shellForPath('/member/')).toBe('/app');
    expect(shellForPath('/admin')).toBe('/app');
    expect(shellForPath('/member/kupon')).toBe('/app');
    expect(shellForPath('/admin/katalog/pricelist')).toBe('/app');
    expect(shellForPath('/login-member')).toBe('/app');
    expect(shellForPath('/tidak-ada')).toBe('/404');
    expect(shellForPath('/artikel/a/b')).toBe('/404');
    expect(shellForPath('/administrasi')).toBe('/404');
    expect(shellForPath('/memberx')).toBe('/404');
  });

  it('reads router patterns literally apart from their parameters', () => {
    expect(patternToRegExp('/a.b/:id').test('/a.b/x')).toBe(true);
    expect(patternToRegExp('/a.b/:id').test('/aXb/x')).toBe(false);
  });

  it("reads a trailing '/*' as the router does: the path itself and anything under it", () => {
    const splat = patternToRegExp('/member/*');
    for (const p of ['/member', '/member/', '/member/kupon', '/member/a/b'])
      expect(splat.test(p), p).toBe(true);
    expect(splat.test('/memberx')).toBe(false);
    expect(patternToRegExp('*').test('/anything/at/all')).toBe(true);
  });
});
