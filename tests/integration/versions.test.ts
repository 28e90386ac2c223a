// No lost updates, against the emulators with the real rules: every admin write
// is a transaction on the version the admin read. A save, a delete or a bulk
// batch based on a version another admin has replaced writes nothing and says
// what is stored; two saves racing on one version store exactly one; two lines
// added to one ticket at once are both kept.
import { readIntake } from '../../src/features/admin/repairs/ticket-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteRecord,
  reloadRecords,
  saveRecord,
  saveRows,
  type PlainDoc,
} from '../../src/features/admin/core/records-api';
import { schemaOf } from '../../src/features/admin/core/schema';
import { validateRecord, type Row } from '../../src/features/admin/core/validate';
import { listHistory } from '../../src/features/admin/core/history/api';
import { addTicketNote, createTicket, setTicketStatus } from '../../src/features/admin/repairs/api';
import { login, logout } from '../../src/features/member/api';
import { WriteConflict } from '../../src/features/admin/core/data/versions';
import { firestore } from '../e2e/support/emulators';

const admin = { uid: 'admin-demo', email: 'admin@onegadget.test' };
const schema = schemaOf('aksesoris')!;
const CODE = 'OG-ZZVERSAAAA';
const cleanup: string[] = [`servisan/${CODE}`, `servisan_private/${CODE}`];

function checked(data: Row): Row {
  const c = validateRecord(schema, data);
  if (!c.ok) throw new Error(JSON.stringify(c.errors));
  return c.data;
}

async function created(nama: string): Promise<PlainDoc> {
  const doc = await saveRecord(schema, checked({ nama, harga: 50000, stok: 3 }), null, admin);
  cleanup.push(`${schema.collection}/${doc.id}`);
  return doc;
}

async function refusal(write: Promise<unknown>): Promise<WriteConflict> {
  const e: unknown = await write.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(WriteConflict);
  return e as WriteConflict;
}

const entries = async (id: string) =>
  (await listHistory({ collection: schema.collection, docId: id })).entries;

beforeAll(() => login(admin.email, 'admin12345'));
afterAll(async () => {
  await logout();
  await Promise.all(cleanup.map((p) => firestore.remove(p)));
});

describe('admin writes on the version read', () => {
  it('a save on a replaced version writes nothing and carries what is stored; saved again on it, it goes through', async () => {
    const seen = await created('Versi A');
    // Another admin saves first, from the same version.
    const theirs = await saveRecord(schema, checked({ ...seen.data, harga: 60000 } as Row), seen, admin);

    const conflict = await refusal(
      saveRecord(schema, checked({ ...seen.data, harga: 55000 } as Row), seen, admin),
    );
    expect(conflict.docs).toEqual([{ id: seen.id, stored: expect.objectContaining({ harga: 60000 }) }]);
    expect(conflict.docs[0]!.stored!._riwayat).toBe(theirs.data._riwayat);
    expect(await firestore.get(`${schema.collection}/${seen.id}`)).toMatchObject({ harga: 60000 });
    expect(await entries(seen.id)).toHaveLength(2); // created, theirs: the refused save left none

    // "Pakai versi saya": on the version just read.
    const over = { id: seen.id, data: conflict.docs[0]!.stored };
    await saveRecord(schema, checked({ ...over.data, harga: 55000 } as Row), over, admin);
    expect(await firestore.get(`${schema.collection}/${seen.id}`)).toMatchObject({ harga: 55000 });
    const history = await entries(seen.id);
    expect(history).toHaveLength(3);
    // The entry keeps what was really stored before it: their price, not the one first read.
    expect(history[0]!.changes[0]).toMatchObject({ before: { harga: 60000 }, after: { harga: 55000 } });
  });

  it('two saves racing on one version: exactly one is stored, the other is told', async () => {
    const seen = await created('Balapan');
    const results = await Promise.allSettled([
      saveRecord(schema, checked({ ...seen.data, harga: 70000 } as Row), seen, admin),
      saveRecord(schema, checked({ ...seen.data, harga: 80000 } as Row), seen, admin),
    ]);
    const stored = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(stored).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(WriteConflict);
    const kept = (stored[0] as PromiseFulfilledResult<PlainDoc>).value.data.harga;
    expect(await firestore.get(`${schema.collection}/${seen.id}`)).toMatchObject({ harga: kept });
    expect(await entries(seen.id)).toHaveLength(2);
  });

  it('a delete on a replaced version deletes nothing', async () => {
    const seen = await created('Hapus nanti');
    await saveRecord(schema, checked({ ...seen.data, stok: 0 } as Row), seen, admin);
    const conflict = await refusal(deleteRecord(schema, seen, admin));
    expect(conflict.docs[0]!.stored).toMatchObject({ stok: 0 });
    expect(await firestore.get(`${schema.collection}/${seen.id}`)).toMatchObject({ nama: 'Hapus nanti' });
  });

  it('a bulk batch holding one row changed since the plan writes none of its rows', async () => {
    const [a, b] = [await created('Massal A'), await created('Massal B')];
    await saveRecord(schema, checked({ ...b.data, harga: 99000 } as Row), b, admin);
    const rows = [a, b].map((r) => ({
      id: r.id,
      before: r.data,
      data: checked({ ...r.data, harga: 1000 } as Row),
    }));
    const conflict = await refusal(saveRows(schema, 'ubah-massal', rows, admin, () => {}));
    expect(conflict.docs.map((d) => d.id)).toEqual([b.id]);
    expect(await firestore.get(`${schema.collection}/${a.id}`)).toMatchObject({ harga: 50000 });
    expect(await firestore.get(`${schema.collection}/${b.id}`)).toMatchObject({ harga: 99000 });
    // The list's copy is read afresh: a new plan starts from what is stored.
    expect((await reloadRecords(schema.collection)).find((r) => r.id === b.id)!.data.harga).toBe(99000);
  });
});

describe('ticket lines added inside the transaction', () => {
  it('two admins adding a status and a note at once keep both lines', async () => {
    const fields = {
      nama: 'Dua admin',
      perangkat: 'iPhone 12',
      keluhan: 'LCD',
      garansi: '',
      garansiHari: 0,
      intake: readIntake({}),
      tanggalMasuk: new Date(),
      itemList: [],
      total: 0,
    };
    await createTicket(fields, '', admin, new Date(), CODE);
    await Promise.all([
      setTicketStatus(CODE, 'Sedang diservice', admin, new Date()),
      addTicketNote(CODE, 'Cek konektor', admin, new Date()),
    ]);
    const stored = await firestore.get(`servisan/${CODE}`);
    const lines = (stored!.historyPerbaikan as { keterangan: string }[]).map((l) => l.keterangan);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Masuk');
    expect(lines.slice(1).sort()).toEqual(['Cek konektor', 'Sedang diservice']);
    expect(stored!.status).toBe('Sedang diservice');
  });
});
