import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as db from '../core/data/queries';
import { promoRequests } from './api';

vi.mock('../core/data/queries', () => ({
  countDocs: vi.fn(),
  queryDocs: vi.fn(),
  readCollection: vi.fn(),
}));
vi.mock('../core/data/recorded-writes', () => ({ recordedUpdate: vi.fn() }));

const doc = (id: string, day: number | null) => ({
  id,
  data: {
    nama: id,
    whatsapp: '0812',
    alamat: 'x',
    pesan: 'y',
    ...(day ? { timestamp: new Date(2026, 2, day) } : {}),
  },
});

beforeEach(async () => {
  vi.mocked(db.readCollection)
    .mockReset()
    .mockResolvedValue([doc('a', 1), doc('lama', null)]);
  vi.mocked(db.countDocs).mockReset();
  vi.mocked(db.queryDocs).mockReset();
  await promoRequests.reload();
});

describe('checking for new requests', () => {
  it('costs one count when nothing is new', async () => {
    vi.mocked(db.countDocs).mockResolvedValue(2);
    expect(await promoRequests.checkForNew()).toBeNull();
    expect(db.countDocs).toHaveBeenCalledWith('promo_request');
    expect(db.queryDocs).not.toHaveBeenCalled();
    expect(db.readCollection).toHaveBeenCalledTimes(1);
  });

  it('reads only the new ones, newest by time, and adds them to the copy', async () => {
    vi.mocked(db.countDocs).mockResolvedValue(3);
    vi.mocked(db.queryDocs).mockResolvedValue([doc('b', 2)]);
    const list = await promoRequests.checkForNew();
    expect(db.queryDocs).toHaveBeenCalledWith('promo_request', { orderBy: ['timestamp', 'desc'], limit: 1 });
    expect(list!.map((r) => r.id)).toEqual(['b', 'a', 'lama']);
    expect(db.readCollection).toHaveBeenCalledTimes(1);
    // The copy has it: nothing new next time.
    expect(await promoRequests.checkForNew()).toBeNull();
  });

  it('reads the inbox afresh when requests were removed, or a new one has no time', async () => {
    vi.mocked(db.countDocs).mockResolvedValue(1);
    vi.mocked(db.readCollection).mockResolvedValue([doc('a', 1)]);
    expect((await promoRequests.checkForNew())!.map((r) => r.id)).toEqual(['a']);
    expect(db.readCollection).toHaveBeenCalledTimes(2);

    vi.mocked(db.countDocs).mockResolvedValue(3);
    vi.mocked(db.queryDocs).mockResolvedValue([doc('a', 1)]);
    vi.mocked(db.readCollection).mockResolvedValue([doc('a', 1), doc('x', null), doc('y', null)]);
    expect((await promoRequests.checkForNew())!.map((r) => r.id)).toEqual(['a', 'x', 'y']);
    expect(db.readCollection).toHaveBeenCalledTimes(3);
  });
});
