// The largest batch an admin import writes (HISTORY_BATCH_DOCS documents of the
// collection with the most checks, under one entry) passes firestore.rules: the
// rules' reads and checks per request stay within Firestore's limits. Apart from
// cases.ts: on a busy machine the batch takes longer than one case may.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { HISTORY_BATCH_DOCS } from '../../src/config/limits';
import { dbFor, resetToBaseline, RULES, rulesEnvironment } from './env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment('demo-onegadget-batch', RULES);
  await resetToBaseline(env);
});
afterAll(() => env?.cleanup());

describe('firestore.rules and a full import batch', () => {
  it(
    `take ${HISTORY_BATCH_DOCS} pricelist items with colours under one entry`,
    { timeout: 180_000 },
    async () => {
      const db = dbFor(env, 'admin');
      const batch = writeBatch(db);
      const ids = Array.from({ length: HISTORY_BATCH_DOCS }, (_, i) => `imp${i}`);
      ids.forEach((id, i) =>
        batch.set(doc(db, 'pricelist', id), {
          brand: 'Apple',
          type: `iPhone ${i}`,
          kategori: 'hp',
          colours: ['Hitam', 'Putih', 'Biru Pasifik'],
          baru: 15e6,
          second: 11e6,
          stok: 2,
          createdAt: serverTimestamp(),
          _riwayat: 'h-import',
        }),
      );
      batch.set(doc(db, 'riwayat', 'h-import'), {
        uid: 'boss',
        email: 'boss@example.com',
        waktu: serverTimestamp(),
        collection: 'pricelist',
        action: 'impor',
        docIds: ids,
        items: Object.fromEntries(ids.map((id) => [id, { before: null, after: null }])),
      });
      await assertSucceeds(batch.commit());
    },
  );
});
