import { describe, expect, it } from 'vitest';
import { patternToRegExp, shellForPath } from './shell-for-path';

describe('shellForPath', () => {
  it('gives each public route its own prerendered page', () => {
    const own = ['/', '/pricelist', '/aksesoris', '/member/login', '/link'];
    expect(own.map(shellForPath)).toEqual(own);
    expect(shellForPath('/artikel/tips-merawat-baterai-iphone')).toBe('/artikel');
  });

  it('the member and admin areas the app without a page, anything else the not-found page', () => {
    const app = [
      '/member',
      '/member/',
      '/admin',
      '/member/kupon',
      '/admin/katalog/pricelist',
      '/login-member',
    ];
    expect(app.map(shellForPath)).toEqual(app.map(() => '/app'));
    const unknown = ['/tidak-ada', '/artikel/a/b', '/administrasi', '/memberx'];
    expect(unknown.map(shellForPath)).toEqual(unknown.map(() => '/404'));
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
