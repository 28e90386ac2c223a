// The history against the emulators with the real rules: a restore brings back
// the version BEFORE a change (the first edit of a record older than the admin
// area included), a deleted record comes back from its entry, one action is one
// entry, and "Tandai tersedia" finds the stock "Tandai habis" took away.
import { readIntake } from '../../src/features/admin/repairs/ticket-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteRecord,
  listRecords,
  forgetRecords,
  planRestore,
  readRecord,
  restoreRecord,
  saveRecord,
  stockBeforeHabis,
} from '../../src/features/admin/core/records-api';
import { schemaOf } from '../../src/features/admin/core/schema';
import { validateRecord, type Row } from '../../src/features/admin/core/validate';
import { listHistory } from '../../src/features/admin/core/history/api';
import { changedFields } from '../../src/features/admin/core/history/format';
import { createTicket } from '../../src/features/admin/repairs/api';
import { login, logout } from '../../src/features/member/api';
import { firestore, rebuildVisitorLists, time, writeDoc } from '../e2e/support/emulators';
import { rp } from '../../src/test/rupiah';

const admin = { uid: 'admin-demo', email: 'admin@onegadget.test' };
const pricelist = schemaOf('pricelist')!;
const aksesoris = schemaOf('aksesoris')!;
const notifikasi = schemaOf('notifikasi')!;
const CODE = 'OG-ZZHSTQRYAB';
const cleanup = [
  'pricelist/it-hist-old',
  'pricelist/it-hist-two',
  'pricelist/it-hist-gone',
  'aksesoris/it-hist-stock',
  'aksesoris/it-hist-zero',
  `servisan/${CODE}`,
  `servisan_private/${CODE}`,
];

const legacyPhone = {
  brand: 'Apple',
  type: 'iPhone Riwayat',
  kategori: 'hp',
  colours: ['Hitam'],
  baru: 100000,
  second: 90000,
  stok: 3,
  createdAt: time(new Date('2025-06-01T10:00:00+08:00')),
};

/** The record as the form reads it, afresh (one written around the admin is on no list yet). */
async function record(collection: string, id: string) {
  forgetRecords(collection);
  return (await readRecord(collection, id))!;
}

/** Saves `changes` over the stored record, as the form does. */
async function edit(collection: string, id: string, changes: Row) {
  const schema = schemaOf(collection)!;
  const current = await record(collection, id);
  const checked = validateRecord(schema, { ...(current.data as Row), ...changes });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  await saveRecord(schema, checked.data, current, admin);
}

async function history(collection: string, id: string) {
  return (await listHistory({ collection, docId: id })).entries;
}

/** "Pulihkan versi ini" on an entry: plan, then write. */
async function restore(collection: string, id: string, entryId: string) {
  const schema = schemaOf(collection)!;
  const entry = (await history(collection, id)).find((e) => e.id === entryId)!;
  const plan = await planRestore(schema, id, entry.changes[0]!.before!);
  await restoreRecord(schema, id, plan, entry.id, admin);
  return plan;
}

beforeAll(() => login(admin.email, 'admin12345'));
afterAll(async () => {
  await logout();
  await Promise.all(cleanup.map((p) => firestore.remove(p)));
  // Removed outside the admin: the visitors' lists are rebuilt for the suites after this one.
  await rebuildVisitorLists();
});

describe('restoring a version', () => {
  it('brings back the value before the first admin edit of an older record, and is recorded', async () => {
    await writeDoc('pricelist/it-hist-old', legacyPhone);
    await edit('pricelist', 'it-hist-old', { second: 125000 });
    const [change] = await history('pricelist', 'it-hist-old');
    expect(change!.action).toBe('ubah');
    // Only what changed: not createdAt, not the untouched fields.
    expect(changedFields('pricelist', change!.changes[0]!.before, change!.changes[0]!.after)).toEqual([
      { field: 'second', label: 'Harga Second', from: [rp('Rp 90.000')], to: [rp('Rp 125.000')] },
    ]);

    const plan = await restore('pricelist', 'it-hist-old', change!.id);
    expect(changedFields('pricelist', plan.current, plan.restored).map((c) => c.label)).toEqual([
      'Harga Second',
    ]);
    expect(await firestore.get('pricelist/it-hist-old')).toMatchObject({ second: 90000, baru: 100000 });

    const [restored] = await history('pricelist', 'it-hist-old');
    expect(restored).toMatchObject({ action: 'pulihkan', source: change!.id });
    expect(changedFields('pricelist', restored!.changes[0]!.before, restored!.changes[0]!.after)).toEqual([
      { field: 'second', label: 'Harga Second', from: [rp('Rp 125.000')], to: [rp('Rp 90.000')] },
    ]);
  });

  it('with two edits, restoring the older entry brings back the original value', async () => {
    await writeDoc('pricelist/it-hist-two', legacyPhone);
    await edit('pricelist', 'it-hist-two', { baru: 125000 });
    await edit('pricelist', 'it-hist-two', { baru: 150000 });
    const entries = await history('pricelist', 'it-hist-two');
    expect(entries).toHaveLength(2);
    await restore('pricelist', 'it-hist-two', entries[1]!.id);
    expect((await firestore.get('pricelist/it-hist-two'))!.baru).toBe(100000);
  });

  it('a deleted record comes back whole, under its id, from its deletion entry', async () => {
    await writeDoc('pricelist/it-hist-gone', legacyPhone);
    await deleteRecord(pricelist, await record('pricelist', 'it-hist-gone'), admin);
    expect(await firestore.get('pricelist/it-hist-gone')).toBeNull();
    const [deletion] = await history('pricelist', 'it-hist-gone');
    expect(deletion!.action).toBe('hapus');

    const plan = await restore('pricelist', 'it-hist-gone', deletion!.id);
    expect(plan.current).toBeNull();
    const back = await firestore.get('pricelist/it-hist-gone');
    expect(back).toMatchObject({ brand: 'Apple', type: 'iPhone Riwayat', baru: 100000, stok: 3 });
    expect((back!.createdAt as Date).toISOString()).toBe('2025-06-01T02:00:00.000Z');
    expect((await listRecords('pricelist')).some((r) => r.id === 'it-hist-gone')).toBe(true);
  });

  it('a deleted notification comes back with the date it was sent (the rules allow it from its entry)', async () => {
    const checked = validateRecord(notifikasi, { judul: 'Riwayat IT', pesan: 'Dipulihkan nanti' });
    if (!checked.ok) throw new Error('invalid');
    const { id } = await saveRecord(notifikasi, checked.data, null, admin);
    cleanup.push(`notifikasi/${id}`);
    const sent = (await firestore.get(`notifikasi/${id}`))!.tanggal as Date;
    await deleteRecord(notifikasi, await record('notifikasi', id), admin);
    const [deletion] = await history('notifikasi', id);
    await restore('notifikasi', id, deletion!.id);
    const back = await firestore.get(`notifikasi/${id}`);
    expect(back).toMatchObject({ judul: 'Riwayat IT', pesan: 'Dipulihkan nanti' });
    expect((back!.tanggal as Date).getTime()).toBe(sent.getTime());
  });
});

describe('one action, one entry', () => {
  it('a new ticket and its private number are one readable entry', async () => {
    const fields = {
      nama: 'Riwayat',
      perangkat: 'iPhone 11',
      keluhan: 'LCD',
      garansi: '',
      garansiHari: 0,
      intake: readIntake({}),
      tanggalMasuk: new Date('2026-11-20T10:00:00+08:00'),
      itemList: [{ nama: 'LCD', harga: 850000 }],
      total: 850000,
    };
    await createTicket(fields, '0812 3456 7890', admin, new Date(), CODE);
    const entries = (await firestore.list('riwayat')).filter((e) =>
      (e.data.docIds as string[]).includes(CODE),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.data).toMatchObject({ collection: 'servisan', action: 'buat' });
    expect((await firestore.get(`servisan_private/${CODE}`))!._riwayat).toBe(entries[0]!.id);

    const [entry] = await history('servisan', CODE);
    const change = entry!.changes[0]!;
    const fieldsShown = changedFields('servisan', change.before, change.after);
    const shown = Object.fromEntries(fieldsShown.map((f) => [f.label, f.to]));
    expect(shown).toMatchObject({
      'Nama pelanggan': ['Riwayat'],
      'WhatsApp pelanggan': ['0812 3456 7890'],
      'Rincian biaya': [rp('LCD — Rp 850.000')],
      Total: [rp('Rp 850.000')],
      Status: ['Masuk'],
    });
    expect(JSON.stringify(fieldsShown)).not.toMatch(/object Object|GMT/);
  });
});

describe('Tandai tersedia', () => {
  it('finds the stock Tandai habis took away, also after a price change while sold out', async () => {
    await writeDoc('aksesoris/it-hist-stock', { nama: 'Case Riwayat', harga: 50000, stok: 7 });
    await edit('aksesoris', 'it-hist-stock', { stok: 0 });
    expect(await stockBeforeHabis(aksesoris, await record('aksesoris', 'it-hist-stock'))).toBe(7);
    await edit('aksesoris', 'it-hist-stock', { harga: 45000 });
    expect(await stockBeforeHabis(aksesoris, await record('aksesoris', 'it-hist-stock'))).toBe(7);
  });

  it('does not know for a record sold out from the start (the admin is asked)', async () => {
    await writeDoc('aksesoris/it-hist-zero', { nama: 'Case Kosong', harga: 50000, stok: 0 });
    expect(await stockBeforeHabis(aksesoris, await record('aksesoris', 'it-hist-zero'))).toBeNull();
  });
});
