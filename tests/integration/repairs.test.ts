// src/features/admin/repairs/api.ts against the emulators with the real rules:
// what the admin's screens store, and what a visitor with the code then reads.
import { readIntake } from '../../src/features/admin/repairs/ticket-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTicketNote,
  countOpenTickets,
  countQuotes,
  createTicket,
  fillWarrantyEnds,
  getTicket,
  listCollectedTickets,
  listWarrantyTickets,
  saveTicket,
  setTicketStatus,
  WARRANTY_FILL_PAGE,
} from '../../src/features/admin/repairs/api';
import { warrantyLastDay } from '../../src/lib/warranty';
import type { TicketFields } from '../../src/features/admin/repairs/ticket-form';
import { getRepairRecord } from '../../src/features/repair-status/api';
import { answerQuote } from '../../src/features/repair-status/quote-api';
import type { RepairCode } from '../../src/features/repair-status/repair-code';
import { login, logout } from '../../src/features/member/api';
import { firestore, time, writeDoc } from '../e2e/support/emulators';

const LEGACY = 'IT-LAMA-1';
const CODE = 'OG-ZZTESTAAAA'; // the generator's pattern: no I, L, O, 0 or 1
const WARRANTY = 'IT-GARANSI-1';
/** Collected long ago, still under warranty, older than the newest 100 collected (NEWER). */
const OLD = 'IT-GARANSI-LAMA';
const NEWER = Array.from({ length: 100 }, (_, i) => `IT-AMBIL-${String(i).padStart(3, '0')}`);
const created: string[] = [LEGACY, CODE, WARRANTY, OLD, ...NEWER];

const fields: TicketFields = {
  nama: 'Integrasi',
  perangkat: 'iPhone 11',
  keluhan: 'Baterai drop',
  garansi: 'Garansi 30 hari',
  garansiHari: 30,
  intake: readIntake({ cekLayar: true, adaCharger: true, sandiDiberikan: true }),
  tanggalMasuk: new Date('2026-11-20T10:00:00+08:00'),
  itemList: [{ nama: 'Baterai', harga: 450000 }],
  total: 450000,
};

const admin = { uid: 'admin-demo', email: 'admin@onegadget.test' };

beforeAll(() => login(admin.email, 'admin12345'));
afterAll(async () => {
  await logout();
  await Promise.all(
    created.flatMap((c) => [firestore.remove(`servisan/${c}`), firestore.remove(`servisan_private/${c}`)]),
  );
});

describe('repair tickets on the emulators', () => {
  it('creates the ticket and the private number; sending again with the same code stores nothing more', async () => {
    const now = new Date();
    expect(await createTicket(fields, '0812 3456 7890', admin, now, CODE)).toBe(CODE);
    const stored = await firestore.get(`servisan/${CODE}`);
    expect(stored).toMatchObject({ nama: 'Integrasi', status: 'Masuk', total: 450000 });
    expect(stored).not.toHaveProperty('whatsapp');
    // The checklist: each item its own yes/no; a passcode only as given or not.
    expect(stored).toMatchObject({ cekLayar: true, cekBodi: false, adaCharger: true, sandiDiberikan: true });
    expect(stored).not.toHaveProperty('intake');
    expect(await firestore.get(`servisan_private/${CODE}`)).toMatchObject({ whatsapp: '0812 3456 7890' });

    // The answer was lost; the form sends again under its code.
    expect(await createTicket(fields, '0812 3456 7890', admin, new Date(), CODE)).toBe(CODE);
    expect((await firestore.get(`servisan/${CODE}`))!._riwayat).toBe(stored!._riwayat);

    // Another ticket meeting that code gets one of its own.
    const other = await createTicket({ ...fields, nama: 'Orang lain' }, '', admin, now, CODE);
    created.push(other);
    expect(other).not.toBe(CODE);
    expect(await firestore.get(`servisan/${other}`)).toMatchObject({ nama: 'Orang lain' });
  });

  it('a status change and a note reach the visitor; an edit keeps them', async () => {
    // The edit form was opened before the status change and the note: they touch none of its fields.
    const opened = (await getTicket(CODE))!;
    await setTicketStatus(CODE, 'Sedang diservice', admin, new Date());
    await addTicketNote(CODE, 'Penggantian baterai', admin, new Date());
    await saveTicket(
      CODE,
      { ...fields, garansi: 'Garansi 60 hari' },
      { whatsapp: '0813 9999 0000', imei: '356938035643809' },
      admin,
      opened.seen,
    );
    await logout();
    const seen = await getRepairRecord(CODE as RepairCode);
    expect(seen).toMatchObject({ status: 'Sedang diservice', garansi: 'Garansi 60 hari' });
    expect(seen!.historyPerbaikan.map((h) => h.split(' – ')[1])).toEqual([
      'Masuk',
      'Sedang diservice',
      'Penggantian baterai',
    ]);
    await login('admin@onegadget.test', 'admin12345');
    expect((await getTicket(CODE))!.whatsapp).toBe('0813 9999 0000');
    // The IMEI is the admin's alone: beside the number, never on the ticket anyone with the code reads.
    expect((await getTicket(CODE))!.imei).toBe('356938035643809');
    expect(await firestore.get(`servisan/${CODE}`)).not.toHaveProperty('imei');
  });

  it('an old ticket with its history as one text takes a new status', async () => {
    await writeDoc(`servisan/${LEGACY}`, {
      nama: 'Lama',
      perangkat: 'MacBook',
      status: 'Masuk',
      tanggalMasuk: '28 Mei 2025',
      historyPerbaikan: '28 Mei 2025 – Cek\n30 Mei 2025 – Ganti keyboard',
    });
    const t = await setTicketStatus(LEGACY, 'Selesai - Siap diambil', admin, new Date());
    expect(t.historyPerbaikan).toHaveLength(3);
    expect(t.historyPerbaikan[0]).toBe('28 Mei 2025 – Cek');
    expect((await countOpenTickets()).siap).toBeGreaterThanOrEqual(1);
  });

  it('a visitor answers a waiting quote once over REST; a new quote asks again', async () => {
    const seenNow = async () => (await getRepairRecord(CODE as RepairCode))!;
    // Not waiting yet: the rules refuse the answer.
    await logout();
    expect(await answerQuote(await seenNow(), 'setuju')).toEqual({ ok: false, reason: 'refused' });
    await login(admin.email, 'admin12345');
    await setTicketStatus(CODE, 'Menunggu persetujuan', admin, new Date());
    await logout();
    const before = Date.now();
    const answered = await answerQuote(await seenNow(), 'tolak');
    expect(answered).toMatchObject({ ok: true, record: { quoteAnswer: { answer: 'tolak', total: 450000 } } });
    const stored = await firestore.get(`servisan/${CODE}`);
    // The answer keeps the quote as the customer saw it.
    expect(stored).toMatchObject({
      persetujuan: 'tolak',
      status: 'Menunggu persetujuan',
      persetujuanTotal: 450000,
      persetujuanItemList: [{ nama: 'Baterai', harga: 450000 }],
    });
    // The server's time, not the phone's.
    expect(Math.abs((stored!.persetujuanWaktu as Date).getTime() - before)).toBeLessThan(60_000);
    expect(await answerQuote(await seenNow(), 'setuju')).toEqual({ ok: false, reason: 'refused' });

    await login(admin.email, 'admin12345');
    const view = (await getTicket(CODE))!;
    expect(view.ticket.quoteAnswer?.answer).toBe('tolak');
    expect(view.ticket.historyPerbaikan.at(-1)).toMatch(/Biaya ditolak pelanggan: Rp\u00a0450\.000$/);
    const asked = await setTicketStatus(CODE, 'Menunggu persetujuan', admin, new Date());
    expect(asked.quoteAnswer).toBeNull();
    // The refusal stays on record, with its amount and time.
    expect(asked.pastAnswers).toEqual([{ answer: 'tolak', at: expect.any(Date), total: 450000 }]);
    expect(asked.historyPerbaikan.some((l) => /Biaya ditolak pelanggan: Rp\u00a0450\.000$/.test(l))).toBe(
      true,
    );
    expect(await firestore.get(`servisan/${CODE}`)).not.toHaveProperty('persetujuan');
    await logout();
    // A page read before the quote changed cannot approve the new one.
    const stale = await seenNow();
    expect(await answerQuote({ ...stale, total: 1 }, 'setuju')).toEqual({ ok: false, reason: 'refused' });
    expect(await answerQuote(stale, 'setuju')).toMatchObject({ ok: true });
    await login(admin.email, 'admin12345');
    // The dashboard: approved today (WITA), and no longer waiting.
    const counts = await countQuotes(new Date());
    expect(counts.approvedToday).toBeGreaterThanOrEqual(1);

    // A staff save that raises the approved total is a new quote: the approval moves to the
    // earlier answers in the same write, and the customer is asked again.
    const approved = (await getTicket(CODE))!;
    const raised = {
      ...fields,
      itemList: [{ nama: 'Baterai original', harga: 4_500_000 }],
      total: 4_500_000,
    };
    expect(
      await saveTicket(
        CODE,
        raised,
        { whatsapp: approved.whatsapp, imei: approved.imei },
        admin,
        approved.seen,
      ),
    ).toEqual({ requoted: true });
    const requoted = (await getTicket(CODE))!.ticket;
    expect(requoted).toMatchObject({ status: 'Menunggu persetujuan', quoteAnswer: null, total: 4_500_000 });
    expect(requoted.pastAnswers.map((a) => [a.answer, a.total])).toEqual([
      ['tolak', 450000],
      ['setuju', 450000],
    ]);
    expect((await countQuotes(new Date())).waiting).toBe(counts.waiting + 1);
    await logout();
    expect((await seenNow()).pastAnswers).toHaveLength(2);
    await login(admin.email, 'admin12345');
  });

  it('a member can neither read the number nor change a ticket', async () => {
    await logout();
    await login('member@onegadget.test', 'member12345');
    await expect(getTicket(CODE)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setTicketStatus(CODE, 'Diambil', admin, new Date())).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await logout();
    await login('admin@onegadget.test', 'admin12345');
  });

  it('collecting a ticket stores its warranty end; a new garansiHari moves it; moving it back out removes it', async () => {
    await writeDoc(`servisan/${WARRANTY}`, {
      nama: 'Garansi',
      perangkat: 'iPhone 12',
      keluhan: 'LCD',
      status: 'Selesai - Siap diambil',
      garansiHari: 30,
      historyPerbaikan: [{ tanggal: time(new Date()), keterangan: 'Masuk' }],
      createdAt: time(new Date()),
    });
    const end = async () => (await firestore.get(`servisan/${WARRANTY}`))?.garansiSampai;
    const listed = async () => (await listWarrantyTickets(new Date())).map((t) => t.code);
    const at = new Date();
    await setTicketStatus(WARRANTY, 'Diambil', admin, at);
    expect(await end()).toEqual(warrantyLastDay(at, 30));
    expect(await listed()).toContain(WARRANTY);

    const opened = (await getTicket(WARRANTY))!;
    await saveTicket(
      WARRANTY,
      { ...fields, garansiHari: 90 },
      { whatsapp: '', imei: '' },
      admin,
      opened.seen,
    );
    expect(await end()).toEqual(warrantyLastDay(at, 90));

    await setTicketStatus(WARRANTY, 'Sedang diservice', admin, new Date());
    expect(await firestore.get(`servisan/${WARRANTY}`)).not.toHaveProperty('garansiSampai');
    expect(await listed()).not.toContain(WARRANTY);
  });

  it('"Dalam garansi" finds a ticket beyond the newest 100 collected, once the backfill gave it its end', async () => {
    const DAY = 86_400_000;
    const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
    const collected = (nama: string, days: number, at: Date) => ({
      nama,
      perangkat: 'iPad',
      status: 'Diambil',
      garansiHari: days,
      historyPerbaikan: [
        { tanggal: time(new Date(at.getTime() - DAY)), keterangan: 'Masuk' },
        { tanggal: time(at), keterangan: 'Diambil' },
      ],
      createdAt: time(new Date(at.getTime() - DAY)),
    });
    // Written as before the end was stored: two years of warranty, collected 400 days ago.
    await firestore.writeDocuments([
      { path: `servisan/${OLD}`, data: collected('Lama', 730, daysAgo(400)) },
      ...NEWER.map((code, i) => ({ path: `servisan/${code}`, data: collected(code, 0, daysAgo(i / 100)) })),
    ]);
    const codes = (tickets: { code: string }[]) => tickets.map((t) => t.code);
    expect(codes(await listCollectedTickets())).not.toContain(OLD);
    expect(codes(await listWarrantyTickets(new Date()))).not.toContain(OLD);

    const first = await fillWarrantyEnds(admin);
    // More collected tickets than a page: the backfill read past the first.
    expect(first.checked).toBeGreaterThan(WARRANTY_FILL_PAGE);
    expect(first.filled).toBeGreaterThanOrEqual(1);
    const stored = (await firestore.get(`servisan/${OLD}`))!;
    expect(stored.garansiSampai).toEqual(warrantyLastDay(daysAgo(400), 730));
    // Recorded in the history like any admin write.
    expect(await firestore.get(`riwayat/${String(stored._riwayat)}`)).toMatchObject({
      action: 'ubah',
      collection: 'servisan',
      docIds: [OLD],
    });
    expect(codes(await listWarrantyTickets(new Date()))).toContain(OLD);

    // A second run finds nothing left to do.
    expect(await fillWarrantyEnds(admin)).toEqual({ checked: first.checked, filled: 0, skipped: 0 });
  });
});
