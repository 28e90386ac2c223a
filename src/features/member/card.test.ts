import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_TRIES, cardNumber, readSavedCard, saveCard } from './card';

const refused = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

describe('cardNumber', () => {
  it('the card the member has: nothing is written', async () => {
    const claim = vi.fn();
    expect(await cardNumber('28410937', vi.fn(), claim)).toBe('28410937');
    expect(claim).not.toHaveBeenCalled();
  });

  it('no card yet: a new number is claimed', async () => {
    const claim = vi.fn().mockResolvedValue(undefined);
    expect(await cardNumber(null, vi.fn(), claim, () => '51234567')).toBe('51234567');
    expect(claim).toHaveBeenCalledWith('51234567');
  });

  it('a taken number is refused: another is drawn', async () => {
    const draws = ['28410937', '51234567'];
    const claim = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce(undefined);
    const read = vi.fn().mockResolvedValue(null);
    expect(await cardNumber(null, read, claim, () => draws.shift()!)).toBe('51234567');
    expect(claim.mock.calls).toEqual([['28410937'], ['51234567']]);
  });

  it('refused because another tab made the card meanwhile: that card', async () => {
    const claim = vi.fn().mockRejectedValue(refused());
    const read = vi.fn().mockResolvedValue('61234567');
    expect(await cardNumber(null, read, claim, () => '51234567')).toBe('61234567');
    expect(claim).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${CARD_TRIES} refusals; a network failure is not drawn again`, async () => {
    const claim = vi.fn().mockRejectedValue(refused());
    await expect(cardNumber(null, vi.fn().mockResolvedValue(null), claim, () => '51234567')).rejects.toThrow(
      'permissions',
    );
    expect(claim).toHaveBeenCalledTimes(CARD_TRIES);

    const offline = vi.fn().mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await expect(cardNumber(null, vi.fn(), offline, () => '51234567')).rejects.toThrow('offline');
    expect(offline).toHaveBeenCalledTimes(1);
  });
});

describe('the card kept on this phone', () => {
  beforeEach(() => localStorage.clear());

  it('per member: saved, read back with when', () => {
    const when = new Date('2026-12-12T04:00:00Z');
    saveCard('u-1', { nama: 'Ayu', nomor: '28410937' }, when);
    expect(readSavedCard('u-1')).toEqual({ nama: 'Ayu', nomor: '28410937', disimpan: when });
    expect(readSavedCard('u-2')).toBeNull();
  });

  it('something else in its place reads as none', () => {
    localStorage.setItem('og:kartu:u-1', '{"nomor":"0123"}');
    expect(readSavedCard('u-1')).toBeNull();
    localStorage.setItem('og:kartu:u-1', 'not json');
    expect(readSavedCard('u-1')).toBeNull();
  });
});
