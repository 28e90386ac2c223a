import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as db from '../core/data/queries';
import { leads } from './leads-api';

vi.mock('../core/data/queries', () => ({
  countDocs: vi.fn(),
  queryDocs: vi.fn(),
  readCollection: vi.fn(),
}));
vi.mock('../core/data/recorded-writes', () => ({ recordedUpdate: vi.fn() }));

const sent = new Date(Date.now() - 3600_000);
const lead = (id: string, jawaban: string, more: Record<string, unknown> = {}) => ({
  id,
  data: { ref: `TT-${id}`, mode: 'jual', hpLama: 'iPhone 11', jawaban, waktu: sent, ...more },
});

beforeEach(async () => {
  vi.mocked(db.readCollection)
    .mockReset()
    .mockResolvedValue([lead('0001', 'Layar: Retak'), lead('0002', 'Layar: Mulus')]);
  vi.mocked(db.countDocs).mockReset().mockResolvedValue(2);
  vi.mocked(db.queryDocs).mockReset();
  await leads.reload();
});

describe('the trade-in inbox on return', () => {
  it("brings in a lead's corrected answers, sent again since the inbox was read", async () => {
    vi.mocked(db.queryDocs).mockResolvedValue([
      lead('0001', 'Layar: Mulus', { kirimUlang: { '1': new Date() } }),
      lead('0002', 'Layar: Mulus'),
    ]);
    const list = await leads.checkForNew();
    const [query] = vi.mocked(db.queryDocs).mock.calls;
    expect(query![0]).toBe('tukar_tambah');
    const [[field, op, since]] = query![1].where as [[string, string, Date]];
    expect([field, op]).toEqual(['waktu', '>=']);
    // The resends' day, and a day's margin for a copy read before a late one.
    expect(Date.now() - since.getTime()).toBeGreaterThanOrEqual(2 * 24 * 3600_000 - 1000);
    expect(list!.find((l) => l.id === '0001')).toMatchObject({ jawaban: 'Layar: Mulus' });
    expect(list!.find((l) => l.id === '0001')!.kirimUlang).toHaveLength(1);
    expect(await leads.list()).toBe(list);
  });

  it('nothing sent again, nothing new: no new list', async () => {
    vi.mocked(db.queryDocs).mockResolvedValue([lead('0001', 'Layar: Retak'), lead('0002', 'Layar: Mulus')]);
    expect(await leads.checkForNew()).toBeNull();
  });
});
