import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getShopContact } from '../../firebase/shop-contact';
import { shopContact } from '../../test/contact';
import * as api from './api';
import { prefetchPricelist } from './tab-loaders';

vi.mock('./api', () => ({
  listFirstRows: vi.fn(async () => null),
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

  const settled = () => new Promise((r) => setTimeout(r, 0));

  it('starts the reads of the tab the URL names, and the chat number', async () => {
    prefetchPricelist('?tab=android&q=x');
    expect(mocked.listFirstRows).toHaveBeenCalledWith('android');
    expect(contact).toHaveBeenCalledTimes(1);
    await settled();
    // No first rows to show (here: the tab is cached): the full read starts at once.
    expect(mocked.listPhones).toHaveBeenCalledWith('android');
    expect(mocked.listLaptops).not.toHaveBeenCalled();
  });

  it('an unknown or missing tab starts the iPhone tab, as the page shows', async () => {
    prefetchPricelist('?tab=zzz');
    prefetchPricelist('');
    await settled();
    expect(mocked.listFirstRows.mock.calls).toEqual([['hp'], ['hp']]);
    expect(mocked.listPhones.mock.calls).toEqual([['hp'], ['hp']]);
  });

  it('a list tab with first rows leaves its full read to the page, after those rows are painted', async () => {
    mocked.listFirstRows.mockResolvedValueOnce([
      {
        id: 'x',
        brand: 'Apple',
        type: 'iPhone 15',
        colours: [],
        baru: 1,
        second: 1,
        stok: 1,
        kategori: 'hp',
        createdAt: new Date(),
      },
    ]);
    prefetchPricelist('?tab=hp');
    await settled();
    expect(mocked.listPhones).not.toHaveBeenCalled();
  });

  it('a failed first query starts the full read, and tabs without first rows read in full at once', async () => {
    mocked.listFirstRows.mockRejectedValueOnce(new Error('index not ready'));
    prefetchPricelist('?tab=laptop');
    prefetchPricelist('?tab=service');
    expect(mocked.listServicePrices).toHaveBeenCalledTimes(1);
    await settled();
    expect(mocked.listLaptops).toHaveBeenCalledTimes(1);
    expect(mocked.listFirstRows).toHaveBeenCalledTimes(1);
  });

  it('a failed read is swallowed here: the page reports it through its own call', async () => {
    mocked.listSpareparts.mockRejectedValueOnce(new Error('offline'));
    expect(() => prefetchPricelist('?tab=sparepart')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
