import { describe, expect, it } from 'vitest';
import { keepsInPrecache } from './precache-cacheability';
import { NOT_FOUND_URL } from './shell-for-path';

const origin = 'https://onegadget.example';

describe('keepsInPrecache', () => {
  it('keeps what Workbox keeps: any status below 400', () => {
    expect(keepsInPrecache(`${origin}/pricelist?__WB_REVISION__=1`, 200)).toBe(true);
    expect(keepsInPrecache(`${origin}/pricelist`, 301)).toBe(true);
  });

  it("keeps the not-found page's 404 (Hosting's status for it), with or without a revision", () => {
    expect(NOT_FOUND_URL).toBe('/404');
    expect(keepsInPrecache(`${origin}/404`, 404)).toBe(true);
    expect(keepsInPrecache(`${origin}/404?__WB_REVISION__=abc`, 404)).toBe(true);
  });

  it('refuses any other error, so a missing file still fails the install', () => {
    expect(keepsInPrecache(`${origin}/pricelist`, 404)).toBe(false);
    expect(keepsInPrecache(`${origin}/assets/app-abc.js`, 404)).toBe(false);
    expect(keepsInPrecache(`${origin}/404`, 500)).toBe(false);
    expect(keepsInPrecache(`${origin}/4040`, 404)).toBe(false);
  });
});
