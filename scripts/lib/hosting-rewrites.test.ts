// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { APP_HTML, SHELLS } from '../../src/app/shells';
import { globToRegExp, hostingFile } from './hosting-rewrites.mjs';

const noFiles = () => false;

describe('globToRegExp', () => {
  it('reads Hosting globs', () => {
    expect(globToRegExp('/admin{,/**}').test('/admin')).toBe(true);
    expect(globToRegExp('/admin{,/**}').test('/admin/katalog/pricelist')).toBe(true);
    expect(globToRegExp('/admin{,/**}').test('/administrasi')).toBe(false);
    expect(globToRegExp('/artikel/*').test('/artikel/abc')).toBe(true);
    expect(globToRegExp('/artikel/*').test('/artikel/abc/def')).toBe(false);
    expect(globToRegExp('/link').test('/link.html')).toBe(false);
  });
});

describe("firebase.json's rewrites", () => {
  it('send every prerendered route to its own file', () => {
    for (const shell of SHELLS.filter((s) => s.route !== '*')) {
      expect(hostingFile(shell.url, noFiles), shell.url).toEqual({ file: `/${shell.file}`, status: 200 });
    }
  });

  it('send the member pages and the admin area to the app with an empty root', () => {
    const appRoutes = [
      ...Object.values(paths.member).filter((p) => p !== paths.member.login),
      paths.admin.root,
      paths.admin.repairReceipt('OG-1'),
      paths.admin.record('pricelist', 'x'),
    ];
    for (const route of appRoutes)
      expect(hostingFile(route, noFiles), route).toEqual({ file: `/${APP_HTML}`, status: 200 });
  });

  it('serve /link its own page, files as they are, and 404.html for anything else', () => {
    expect(hostingFile(paths.linkInBio, noFiles).file).toBe('/link/index.html');
    expect(hostingFile('/logo.svg', (p) => p === '/logo.svg')).toEqual({ file: '/logo.svg', status: 200 });
    expect(hostingFile('/tidak-ada', noFiles)).toEqual({ file: '/404.html', status: 404 });
    expect(hostingFile('/pricelist/lama', noFiles)).toEqual({ file: '/404.html', status: 404 });
  });
});
