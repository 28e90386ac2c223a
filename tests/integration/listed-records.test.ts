// The admin's catalogue read from the visitor lists (core/data/listed-records.ts) on
// the emulators with the real rules: every record as stored, a save from one of its
// rows (which carry no version) goes ahead only on the content the admin saw, and a
// record no list holds has the collection itself read in the lists' place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allRecords,
  forgetRecords,
  listRecords,
  onCopyReplaced,
  readRecord,
  reloadRecords,
  saveRecord,
  type PlainDoc,
} from '../../src/features/admin/core/records-api';
import { schemaOf } from '../../src/features/admin/core/schema';
import { validateRecord, type Row } from '../../src/features/admin/core/validate';
import { WriteConflict } from '../../src/features/admin/core/data/versions';
import { login, logout } from '../../src/features/member/api';
import type { Plain } from '../../src/firebase/plain';
import { asSeedFormat, firestore, rebuildVisitorLists, time, writeDoc } from '../e2e/support/emulators';

const pricelist = schemaOf('pricelist')!;
const admin = { uid: 'admin-demo', email: 'admin@onegadget.test' };
const made: string[] = [];

const withoutVersion = ({ _riwayat, ...rest }: Plain): Plain => (void _riwayat, rest);

/** A row with changes, checked as the form checks it. */
function changed(data: Plain, changes: Plain): Row {
  const c = validateRecord(pricelist, { ...data, ...changes } as Row);
  if (!c.ok) throw new Error(JSON.stringify(c.errors));
  return c.data;
}

beforeAll(async () => {
  await login(admin.email, 'admin12345');
  // Suites before this one wrote around the admin: the lists start in step with the collection.
  await rebuildVisitorLists();
});
afterAll(async () => {
  await logout();
  await Promise.all(made.map((id) => firestore.remove(`pricelist/${id}`)));
  await rebuildVisitorLists();
});

describe("the admin's list read from the visitor lists", () => {
  it('holds every record with its content as stored; a save from a row goes through', async () => {
    const stored = await firestore.list('pricelist');
    const rows = await reloadRecords('pricelist');
    expect(rows.map((r) => r.id).sort()).toEqual(stored.map((d) => d.id).sort());
    for (const d of stored)
      expect(withoutVersion(rows.find((r) => r.id === d.id)!.data)).toEqual(withoutVersion(d.data));

    const row = rows.find((r) => r.data.kategori === 'android')!;
    const saved = await saveRecord(pricelist, changed(row.data, { stok: 9 }), row, admin);
    expect(await firestore.get(`pricelist/${row.id}`)).toMatchObject({
      stok: 9,
      _riwayat: saved.data._riwayat,
    });
    // Read again: the row comes from its list, which leaves the version out.
    const again = (await reloadRecords('pricelist')).find((r) => r.id === row.id)!;
    expect(again.data).toMatchObject({ stok: 9 });
    expect(again.data).not.toHaveProperty('_riwayat');
    await saveRecord(pricelist, changed(again.data, { stok: row.data.stok }), again, admin);
  });

  it('a row changed outside the admin since it was read: the save writes nothing and carries what is stored', async () => {
    const row = (await reloadRecords('pricelist')).find((r) => r.data.kategori === 'hp')!;
    const outside = Number(row.data.baru) + 1000;
    await writeDoc(`pricelist/${row.id}`, asSeedFormat({ ...withoutVersion(row.data), baru: outside }));

    const refused: unknown = await saveRecord(pricelist, changed(row.data, { stok: 1 }), row, admin).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(WriteConflict);
    expect((refused as WriteConflict).docs[0]!.stored).toMatchObject({ baru: outside });
    expect(await firestore.get(`pricelist/${row.id}`)).toMatchObject({ baru: outside, stok: row.data.stok });
    await writeDoc(`pricelist/${row.id}`, asSeedFormat(withoutVersion(row.data)));
  });

  it('a record no list holds (added outside the admin): the lists show first, then the collection replaces them', async () => {
    made.push('it-listed-outside');
    const outside = {
      brand: 'Apple',
      type: 'iPhone Di Luar Admin',
      kategori: 'hp',
      colours: [],
      baru: 100000,
      second: 90000,
      stok: 1,
    };
    await writeDoc('pricelist/it-listed-outside', {
      ...outside,
      createdAt: time(new Date('2025-06-01T10:00:00+08:00')),
    });
    const replaced = new Promise<PlainDoc[]>((resolve) => onCopyReplaced('pricelist', resolve));
    const listed = await reloadRecords('pricelist');
    expect(listed.some((r) => r.id === 'it-listed-outside')).toBe(false);
    expect((await replaced).find((r) => r.id === 'it-listed-outside')?.data).toMatchObject(outside);
    expect((await listRecords('pricelist')).some((r) => r.id === 'it-listed-outside')).toBe(true);
    // The record form finds one a list has not shown yet by reading the document itself.
    forgetRecords('pricelist');
    expect((await readRecord('pricelist', 'it-listed-outside'))?.data).toMatchObject(outside);
    // An export, an import's plan or a bulk change waits for the count: it holds it at once.
    forgetRecords('pricelist');
    expect((await allRecords('pricelist')).find((r) => r.id === 'it-listed-outside')?.data).toMatchObject(
      outside,
    );
  });
});
