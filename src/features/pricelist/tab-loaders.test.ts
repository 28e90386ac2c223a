import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShopContact } from '../../firebase/visitor/shop-contact';
import type { PricelistItem } from '../../firebase/types';
import { shopContact } from '../../test/contact';
import * as api from './api';
import { FIRST_ROWS_AFTER_MS, prefetch, startTab } from './tab-loaders';
import * as R from '../../test/records';

vi.mock('./api', () => ({
  listFirstRows: vi.fn(async () => []),
  listPhones: vi.fn(async () => []),
  listLaptops: vi.fn(async () => []),
  listServicePrices: vi.fn(async () => []),
  listSpareparts: vi.fn(async () => []),
}));
vi.mock('../../firebase/visitor/shop-contact', () => ({
  getShopContact: vi.fn(async () => shopContact('')),
}));
const mocked = vi.mocked(api);
const contact = vi.mocked(getShopContact);

describe('prefetch', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts the full read of the tab the URL names, and the chat number', () => {
    prefetch({ search: '?tab=android&q=x' });
    expect(mocked.listPhones).toHaveBeenCalledWith('android');
    expect(mocked.listLaptops).not.toHaveBeenCalled();
    expect(contact).toHaveBeenCalledTimes(1);
  });

  it('an unknown or missing tab starts the iPhone tab, as the page shows; one read while in flight', async () => {
    prefetch({ search: '?tab=zzz' });
    prefetch({ search: '' });
    expect(mocked.listPhones.mock.calls).toEqual([['hp']]);
    await new Promise((r) => setTimeout(r, 0));
    prefetch({ search: '' });
    expect(mocked.listPhones.mock.calls).toEqual([['hp'], ['hp']]);
  });

  it('a failed read is swallowed here: the page reports it through its own call', async () => {
    mocked.listSpareparts.mockRejectedValueOnce(new Error('offline'));
    expect(() => prefetch({ search: '?tab=sparepart' })).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});

describe('startTab', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const iphone: PricelistItem = R.pricelistItem({
    id: 'x',
    brand: 'Apple',
    type: 'iPhone 15',
    colours: [],
    baru: 1,
    second: 1,
    stok: 1,
    kategori: 'hp',
    createdAt: new Date(),
  });
  const onHold = () => {
    let answer: (items: PricelistItem[]) => void = () => {};
    mocked.listPhones.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    return (items: PricelistItem[]) => answer(items);
  };

  it('a full read that answers in time costs no first query', async () => {
    const onFirstRows = vi.fn();
    await expect(startTab('hp', onFirstRows)).resolves.toEqual([]);
    await vi.advanceTimersByTimeAsync(FIRST_ROWS_AFTER_MS * 2);
    expect(mocked.listFirstRows).not.toHaveBeenCalled();
    expect(onFirstRows).not.toHaveBeenCalled();
  });

  it('a slow full read: the first rows are read and handed over meanwhile', async () => {
    const answer = onHold();
    mocked.listFirstRows.mockResolvedValueOnce([iphone]);
    const onFirstRows = vi.fn();
    const full = startTab('hp', onFirstRows);
    await vi.advanceTimersByTimeAsync(FIRST_ROWS_AFTER_MS - 1);
    expect(mocked.listFirstRows).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(mocked.listFirstRows).toHaveBeenCalledWith('hp');
    expect(onFirstRows).toHaveBeenCalledWith([iphone]);
    answer([iphone]);
    await expect(full).resolves.toEqual([iphone]);
  });

  it('first rows answered after the full list, none to show, or a failed first query: nothing handed over', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onFirstRows = vi.fn();
    let late: (rows: PricelistItem[]) => void = () => {};
    mocked.listFirstRows
      .mockImplementationOnce(() => new Promise((resolve) => (late = resolve)))
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('index not ready'));
    const answer = onHold();
    startTab('hp', onFirstRows);
    await vi.advanceTimersByTimeAsync(FIRST_ROWS_AFTER_MS);
    answer([iphone]);
    await vi.advanceTimersByTimeAsync(0);
    late([iphone]);
    const answerAndroid = onHold();
    startTab('android', onFirstRows);
    let answerLaptop: (items: PricelistItem[]) => void = () => {};
    mocked.listLaptops.mockImplementationOnce(() => new Promise((resolve) => (answerLaptop = resolve)));
    startTab('laptop', onFirstRows);
    await vi.advanceTimersByTimeAsync(FIRST_ROWS_AFTER_MS);
    answerAndroid([]);
    answerLaptop([]);
    expect(mocked.listFirstRows).toHaveBeenCalledTimes(3);
    expect(onFirstRows).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('the other tabs read in full only', async () => {
    mocked.listServicePrices.mockImplementationOnce(() => new Promise(() => {}));
    startTab('service');
    await vi.advanceTimersByTimeAsync(FIRST_ROWS_AFTER_MS * 2);
    expect(mocked.listFirstRows).not.toHaveBeenCalled();
  });
});
