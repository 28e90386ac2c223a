import { describe, expect, it } from 'vitest';
import { patternToRegExp, shellForPath } from './shell-for-path';

describe('shellForPath', () => {
  it('gives each public route its own prerendered page', () => {
    expect(shellForPath('/')).toBe('/index.html');
    expect(shellForPath('/pricelist')).toBe('/pricelist.html');
    expect(shellForPath('/aksesoris')).toBe('/aksesoris.html');
    expect(shellForPath('/artikel/tips-merawat-baterai-iphone')).toBe('/artikel.html');
    expect(shellForPath('/member/login')).toBe('/member/login.html');
    expect(shellForPath('/link')).toBe('/link/index.html');
  });

  it('the member and admin areas the app without a page, anything else the not-found page', () => {
    expect(shellForPath('/member')).toBe('/app.html');
    expect(shellForPath('/member/')).toBe('/app.html');
    expect(shellForPath('/admin')).toBe('/app.html');
    expect(shellForPath('/member/kupon')).toBe('/app.html');
    expect(shellForPath('/admin/katalog/pricelist')).toBe('/app.html');
    expect(shellForPath('/login-member')).toBe('/app.html');
    expect(shellForPath('/tidak-ada')).toBe('/404.html');
    expect(shellForPath('/artikel/a/b')).toBe('/404.html');
    expect(shellForPath('/administrasi')).toBe('/404.html');
    expect(shellForPath('/memberx')).toBe('/404.html');
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
