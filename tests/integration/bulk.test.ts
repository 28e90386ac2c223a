// Imports and bulk changes against the emulators with the real rules: one history
// entry per batch of up to 200 documents stays within the rules' 20 document
// reads per batch (the emulator enforces that limit too), and a batch with one
// bad row writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_BATCH_DOCS } from '../../src/config/limits';
import { listRecords, saveRows, withIds, type BulkRow } from '../../src/features/admin/core/records-api';
import { schemaOf } from '../../src/features/admin/core/schema';
import { listHistory } from '../../src/features/admin/core/history/api';
import { login, logout } from '../../src/features/member/api';
import { firestore } from '../e2e/support/emulators';

const schema = schemaOf('kalkulator_hp_lama')!;
const admin = { uid: 'admin-demo', email: 'admin@onegadget.test' };
const row = (i: number): BulkRow => ({
  id: '',
  before: null,
  data: { nama: `Impor ${i}`, nilai_tukar: i * 1000 },
});
let written: BulkRow[] = [];

beforeAll(() => login('admin@onegadget.test', 'admin12345'));
afterAll(async () => {
  await logout();
  await Promise.all(written.map((r) => firestore.remove(`${schema.collection}/${r.id}`)));
});

describe('bulk writes with history on the emulators', () => {
  it(
    `stores ${HISTORY_BATCH_DOCS + 50} rows in two batches, each recorded once, and reports progress`,
    { timeout: 180_000 },
    async () => {
      const before = (await listRecords(schema.collection)).length;
      written = withIds(
        schema.collection,
        Array.from({ length: HISTORY_BATCH_DOCS + 50 }, (_, i) => row(i)),
      );
      const progress: number[] = [];
      await saveRows(schema, 'impor', written, admin, (n) => progress.push(n));
      expect(progress).toEqual([HISTORY_BATCH_DOCS, HISTORY_BATCH_DOCS + 50]);

      const stored = await firestore.list(schema.collection);
      expect(stored.length).toBe(before + HISTORY_BATCH_DOCS + 50);
      expect(stored.find((d) => d.id === written[7]!.id)?.data).toMatchObject({
        nama: 'Impor 7',
        nilai_tukar: 7000,
      });
      // The admin's list copy has them without reading the collection again.
      expect((await listRecords(schema.collection)).length).toBe(before + HISTORY_BATCH_DOCS + 50);

      const history = await listHistory({ collection: schema.collection, docId: written[7]!.id });
      expect(history.entries).toHaveLength(1);
      expect(history.entries[0]).toMatchObject({
        action: 'impor',
        total: HISTORY_BATCH_DOCS,
        changes: [{ docId: written[7]!.id, before: null, after: { nama: 'Impor 7', nilai_tukar: 7000 } }],
      });
    },
  );

  it('a batch holding one row the rules refuse writes none of its rows', async () => {
    const rows = withIds(schema.collection, [row(1), { ...row(2), data: { nama: '', nilai_tukar: 5 } }]);
    await expect(saveRows(schema, 'impor', rows, admin, () => {})).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const stored = await firestore.list(schema.collection);
    expect(stored.filter((d) => rows.some((r) => r.id === d.id))).toEqual([]);
  });
});
