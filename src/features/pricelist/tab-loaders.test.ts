import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './api';
import { prefetchPricelist } from './tab-loaders';

vi.mock('./api', () => ({
  loadPhones: vi.fn(async () => []),
  loadLaptops: vi.fn(async () => []),
  loadServicePrices: vi.fn(async () => []),
  loadSpareparts: vi.fn(async () => []),
  loadShopWhatsApp: vi.fn(async () => ''),
}));
const mocked = vi.mocked(api);

describe('prefetchPricelist', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts the reads of the tab the URL names, and the chat number', () => {
    prefetchPricelist('?tab=android&q=x');
    expect(mocked.loadPhones).toHaveBeenCalledWith('android');
    expect(mocked.loadShopWhatsApp).toHaveBeenCalledTimes(1);
    expect(mocked.loadLaptops).not.toHaveBeenCalled();
  });

  it('an unknown or missing tab starts the iPhone tab, as the page shows', () => {
    prefetchPricelist('?tab=zzz');
    prefetchPricelist('');
    expect(mocked.loadPhones.mock.calls).toEqual([['hp'], ['hp']]);
  });

  it('a failed read is swallowed here: the page reports it through its own call', async () => {
    mocked.loadSpareparts.mockRejectedValueOnce(new Error('offline'));
    expect(() => prefetchPricelist('?tab=sparepart')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
