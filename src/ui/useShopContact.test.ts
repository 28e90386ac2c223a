import { describe, expect, it } from 'vitest';
import { shopContact } from '../test/contact';
import { failed, loading, ready } from '../test/load';
import { shopChatNumber } from './useShopContact';

describe('shopChatNumber', () => {
  it("uses the shop's number once kontak is read", () => {
    expect(shopChatNumber(ready(shopContact('0812-3456-7890')), '081100001111')).toBe('6281234567890');
  });

  it("falls back to the build's number while loading, after a failure, or when kontak has none", () => {
    expect(shopChatNumber(loading(), '081100001111')).toBe('6281100001111');
    expect(shopChatNumber(failed(), '081100001111')).toBe('6281100001111');
    expect(shopChatNumber(ready(shopContact('')), '081100001111')).toBe('6281100001111');
  });

  it('is empty when there is no number at all (chat controls are then disabled)', () => {
    expect(shopChatNumber(loading(), '')).toBe('');
    expect(shopChatNumber(failed(), '')).toBe('');
    expect(shopChatNumber(ready(shopContact('-')), '')).toBe('');
  });

  it("reads the build's number from VITE_SHOP_WHATSAPP (.env.test sets a demo one)", () => {
    expect(shopChatNumber(failed())).toBe('6281100001111');
  });
});
