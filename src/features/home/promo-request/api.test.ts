import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_REQUEST_LIMITS } from '../../../config/limits';
import { cleanPromoRequest, missingFields, submitPromoRequest } from './api';

const addDocument = vi.hoisted(() => vi.fn());
vi.mock('../../../firebase/public-db', () => ({ addDocument }));

const input = {
  nama: '  Wayan  ',
  whatsapp: ' 0812 3456 7890 ',
  alamat: ' Denpasar ',
  pesan: ' iPhone 11, LCD retak ',
};

describe('promo request api', () => {
  beforeEach(() => {
    addDocument.mockReset();
  });

  it('trims every value and cuts it to the rules limit', () => {
    expect(cleanPromoRequest(input)).toEqual({
      nama: 'Wayan',
      whatsapp: '0812 3456 7890',
      alamat: 'Denpasar',
      pesan: 'iPhone 11, LCD retak',
    });
    const long = cleanPromoRequest({ ...input, pesan: 'x'.repeat(5000) });
    expect(long.pesan).toHaveLength(PROMO_REQUEST_LIMITS.pesan);
  });

  it('names the fields that are empty once trimmed', () => {
    expect(missingFields({ nama: ' ', whatsapp: '1', alamat: '', pesan: 'ok' })).toEqual(['nama', 'alamat']);
    expect(missingFields(input)).toEqual([]);
  });

  it('adds one promo_request with the four trimmed fields and a server timestamp', async () => {
    addDocument.mockResolvedValue('new-id');
    await expect(submitPromoRequest(input)).resolves.toBe('new-id');
    expect(addDocument).toHaveBeenCalledTimes(1);
    expect(addDocument).toHaveBeenCalledWith(
      'promo_request',
      { nama: 'Wayan', whatsapp: '0812 3456 7890', alamat: 'Denpasar', pesan: 'iPhone 11, LCD retak' },
      ['timestamp'],
    );
  });

  it('passes a failure on', async () => {
    addDocument.mockRejectedValue(new Error('permission-denied'));
    await expect(submitPromoRequest(input)).rejects.toThrow('permission-denied');
  });

  it('gives up on a send that never answers', async () => {
    vi.useFakeTimers();
    try {
      addDocument.mockReturnValue(new Promise(() => {}));
      const sent = submitPromoRequest(input);
      const check = expect(sent).rejects.toThrow('timed out');
      await vi.advanceTimersByTimeAsync(15_000);
      await check;
    } finally {
      vi.useRealTimers();
    }
  });
});
