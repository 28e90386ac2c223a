import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getShopContact } from '../../firebase/shop-contact';
import { shopContact } from '../../test/contact';
import * as api from './api';
import { prefetchPricelist } from './tab-loaders';

vi.mock('./api', () => ({
  listPhones: vi.fn(async () => []),
  listLaptops: vi.fn(async () => []),
  listServicePrices: vi.fn(async () => []),
  listSpareparts: vi.fn(async () => []),
}));
vi.mock('../../firebase/shop-contact', () => ({ getShopContact: vi.fn(async () => shopContact('')) }));
const mocked = vi.mocked(api);
const contact = vi.mocked(getShopContact);

describe('prefetchPricelist', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts the reads of the tab the URL names, and the chat number', () => {
    prefetchPricelist('?tab=android&q=x');
    expect(mocked.listPhones).toHaveBeenCalledWith('android');
    expect(contact).toHaveBeenCalledTimes(1);
    expect(mocked.listLaptops).not.toHaveBeenCalled();
  });

  it('an unknown or missing tab starts the iPhone tab, as the page shows', () => {
    prefetchPricelist('?tab=zzz');
    prefetchPricelist('');
    expect(mocked.listPhones.mock.calls).toEqual([['hp'], ['hp']]);
  });

  it('a failed read is swallowed here: the page reports it through its own call', async () => {
    mocked.listSpareparts.mockRejectedValueOnce(new Error('offline'));
    expect(() => prefetchPricelist('?tab=sparepart')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
