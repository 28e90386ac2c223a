import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_REQUEST_LIMITS } from '../../../firebase/specs/promo-request';
import {
  cleanPromoRequest,
  isPhoneLike,
  missingFields,
  newPromoRequestId,
  promoRequestErrors,
  submitPromoRequest,
} from './api';

const db = vi.hoisted(() => ({ setDocument: vi.fn(), newDocumentId: vi.fn() }));
vi.mock('../../../firebase/signed-in/lite-db', () => db);

const input = {
  nama: '  Wayan  ',
  whatsapp: ' 0812 3456 7890 ',
  alamat: ' Denpasar ',
  pesan: ' iPhone 11, LCD retak ',
};

const WHATSAPP_INVALID = 'Nomor WhatsApp tidak valid. Gunakan angka, spasi, atau + - ( ), 6–20 karakter.';
const denied = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

describe('promo request api', () => {
  beforeEach(() => {
    db.setDocument.mockReset();
    db.newDocumentId.mockReset();
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

  it.each(['081234567890', '+62 812-3456-7890', '(0361) 123456', '  0812 3456 7890  ', '0'.repeat(5000)])(
    'takes %j as a WhatsApp number',
    (whatsapp) => expect(isPhoneLike(whatsapp)).toBe(true),
  );

  it.each(['halo', '0812abc', '<b>0812</b>', '08123', '0812.3456.7890', 'wa: 0812345678', '٠٨١٢٣٤٥٦٧٨'])(
    'refuses %j as a WhatsApp number',
    (whatsapp) => expect(isPhoneLike(whatsapp)).toBe(false),
  );

  it('gives each field its message: required first, then the WhatsApp format', () => {
    expect(promoRequestErrors(input)).toEqual({});
    expect(promoRequestErrors({ ...input, nama: ' ', whatsapp: 'hubungi saya' })).toEqual({
      nama: 'Wajib diisi.',
      whatsapp: WHATSAPP_INVALID,
    });
    expect(promoRequestErrors({ ...input, whatsapp: '   ' })).toEqual({ whatsapp: 'Wajib diisi.' });
  });

  it('a new request id comes from the promo_request collection', () => {
    db.newDocumentId.mockReturnValue('abc123');
    expect(newPromoRequestId()).toBe('abc123');
    expect(db.newDocumentId).toHaveBeenCalledWith('promo_request');
  });

  it('writes promo_request/{id} with the four trimmed fields and a server timestamp', async () => {
    db.setDocument.mockResolvedValue(undefined);
    await expect(submitPromoRequest(input, 'req-1')).resolves.toBe('req-1');
    expect(db.setDocument).toHaveBeenCalledTimes(1);
    expect(db.setDocument).toHaveBeenCalledWith(
      'promo_request/req-1',
      { nama: 'Wayan', whatsapp: '0812 3456 7890', alamat: 'Denpasar', pesan: 'iPhone 11, LCD retak' },
      ['timestamp'],
    );
  });

  it('passes a failure on', async () => {
    db.setDocument.mockRejectedValue(new Error('unavailable'));
    await expect(submitPromoRequest(input, 'req-1')).rejects.toThrow('unavailable');
  });

  it('passes a refusal on when no earlier send may have been stored', async () => {
    db.setDocument.mockRejectedValue(denied());
    await expect(submitPromoRequest(input, 'req-1')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('after an unsure send, a refusal of the same id means the request is already stored', async () => {
    db.setDocument.mockRejectedValue(denied());
    await expect(submitPromoRequest(input, 'req-1', { afterUnsureAttempt: true })).resolves.toBe('req-1');
    db.setDocument.mockRejectedValue(new Error('unavailable'));
    await expect(submitPromoRequest(input, 'req-1', { afterUnsureAttempt: true })).rejects.toThrow(
      'unavailable',
    );
  });

  it('gives up on a send that never answers', async () => {
    vi.useFakeTimers();
    try {
      db.setDocument.mockReturnValue(new Promise(() => {}));
      const sent = submitPromoRequest(input, 'req-1');
      const check = expect(sent).rejects.toThrow('timed out');
      await vi.advanceTimersByTimeAsync(15_000);
      await check;
    } finally {
      vi.useRealTimers();
    }
  });
});
