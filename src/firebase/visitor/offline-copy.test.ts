import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  copyServed,
  copyTimeOf,
  freshRead,
  offlineCopies,
  readStarted,
  resetOfflineCopies,
  subscribeOfflineCopies,
} from './offline-copy';

describe('offline copies on screen', () => {
  afterEach(() => resetOfflineCopies());

  it('a page shows the time of its oldest copy, and none of another page', () => {
    copyServed('pricelist?hp', 2000, '/pricelist');
    copyServed('kontak/aktif', 1000, '/pricelist');
    copyServed('aksesoris?[]', 500, '/aksesoris');
    expect(copyTimeOf(offlineCopies(), '/pricelist')).toBe(1000);
    expect(copyTimeOf(offlineCopies(), '/aksesoris')).toBe(500);
    expect(copyTimeOf(offlineCopies(), '/goodnews')).toBeNull();
  });

  it('a new read of a key takes its copy off the page', () => {
    copyServed('artikel?[]', 1000, '/goodnews');
    readStarted('artikel?[]');
    expect(copyTimeOf(offlineCopies(), '/goodnews')).toBeNull();
  });

  it('a fresh read says the connection is back while other copies are still shown', () => {
    copyServed('pricelist?hp', 1000, '/pricelist');
    copyServed('kontak/aktif', 1000, '/pricelist');
    freshRead('kontak/aktif');
    expect(offlineCopies().reconnected).toBe(true);
    expect(copyTimeOf(offlineCopies(), '/pricelist')).toBe(1000);
    freshRead('pricelist?hp');
    expect(offlineCopies().copies.size).toBe(0);
    expect(offlineCopies().reconnected).toBe(false);
  });

  it("the browser's online event says so too (and offline takes it back), to listeners", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOfflineCopies(listener);
    window.dispatchEvent(new Event('online'));
    expect(offlineCopies().reconnected).toBe(false); // no copy shown: nothing to say
    copyServed('pricelist?hp', 1000, '/pricelist');
    window.dispatchEvent(new Event('online'));
    expect(offlineCopies().reconnected).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(offlineCopies().reconnected).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('normal reads leave the state as it was (the notice never renders again for nothing)', () => {
    const before = offlineCopies();
    readStarted('aksesoris?[]');
    freshRead('aksesoris?[]');
    expect(offlineCopies()).toBe(before);
  });
});
