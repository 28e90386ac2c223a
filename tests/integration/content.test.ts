// The api functions (articles, calculator, repair status, /link) reading
// the seed through the real Firestore emulator, with the real rules.
import { describe, expect, it } from 'vitest';
import { getArticle, listArticles } from '../../src/features/articles/api';
import { listCalculatorPhones } from '../../src/features/calculator/api';
import { calculateTradeIn } from '../../src/features/calculator/trade-in';
import { getRepairRecord } from '../../src/features/repair-status/api';
import { validateRepairCode, type RepairCode } from '../../src/features/repair-status/repair-code';
import { statusTone } from '../../src/lib/repair-status';
import { listDocs } from '../../src/firebase/signed-in/lite-db';
import { firestore, writeDoc } from '../e2e/support/emulators';

const code = (s: string): RepairCode => {
  const c = validateRepairCode(s);
  if (!c.ok) throw new Error(c.message);
  return c.code;
};

describe('articles', () => {
  it('lists the seeded articles with long bodies in paragraphs', async () => {
    const articles = await listArticles();
    expect(articles.length).toBeGreaterThanOrEqual(4);
    for (const a of articles) {
      expect(a.judul).not.toBe('');
      expect(a.isi.length).toBeGreaterThan(300);
      expect(a.isi).toMatch(/\n\s*\n/);
      expect(a.cover).toMatch(/^\/img\/artikel\/.+\.svg$/);
    }
    expect(articles.some((a) => a.isi.includes('<script>alert(1)</script>'))).toBe(true);
  });

  it("lists each article with its document's creation, the same moment its own page reads", async () => {
    const articles = await listArticles();
    for (const a of articles) expect(a.published, a.id).toBeInstanceOf(Date);
    const listed = articles.find((a) => a.id === 'tips-merawat-baterai-iphone');
    expect(listed?.published).toBeInstanceOf(Date);
    expect((await getArticle('tips-merawat-baterai-iphone'))?.published).toEqual(listed?.published);
  });

  it('reads one article by id; a missing or malformed id is null', async () => {
    const a = await getArticle('tips-merawat-baterai-iphone');
    expect(a?.judul).toBe('5 Tips Merawat Baterai iPhone Supaya Awet Bertahun-tahun');
    expect(await getArticle('tidak-ada')).toBeNull();
    expect(await getArticle('..')).toBeNull();
    expect(await getArticle('a/b')).toBeNull();
  });
});

describe('calculator', () => {
  it('loads both lists, sorted by name', async () => {
    const data = await listCalculatorPhones();
    expect(data.oldPhones.length).toBeGreaterThanOrEqual(8);
    expect(data.newPhones.length).toBeGreaterThanOrEqual(8);
    expect(data.oldPhones.every((p) => p.nama && p.nilaiTukar > 0)).toBe(true);
    expect(data.newPhones.every((p) => p.nama && p.harga > 0)).toBe(true);
    const names = data.oldPhones.map((p) => p.nama);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id', { numeric: true })));
  });

  it('the seed holds a pair where the old phone is worth more than the new one', async () => {
    const { oldPhones, newPhones } = await listCalculatorPhones();
    const r = calculateTradeIn(oldPhones, newPhones, 'iPhone 14 Pro 256GB', 'Samsung Galaxy S24 FE 256GB');
    expect(r).toMatchObject({ ok: true, extra: -500_000 });
  });
});

describe('repair status', () => {
  it('the seed has one record per status colour, each complete', async () => {
    const all = await firestore.list('servisan');
    const tones = new Set(all.map((d) => statusTone(String(d.data.status))));
    expect([...tones].sort()).toEqual(['info', 'secondary', 'success', 'warning']);
    for (const d of all) expect(validateRepairCode(d.id)).toEqual({ ok: true, code: d.id });
  });

  it('reads servisan/{CODE} with dates, history, items and total', async () => {
    const r = await getRepairRecord(code('og-2406-b3m9'));
    expect(r).toMatchObject({
      code: 'OG-2406-B3M9',
      status: 'Sedang diservice',
      perangkat: 'Samsung Galaxy A54 5G',
      total: 450000,
    });
    expect(r?.tanggalMasuk).toEqual(new Date('2025-06-08T06:40:00Z'));
    expect(r?.historyPerbaikan).toHaveLength(2);
    expect(r?.itemList).toEqual([
      { nama: 'Baterai Samsung A54 original', harga: 375000 },
      { nama: 'Pembersihan port charger', harga: 75000 },
    ]);
    expect(r!.itemList.reduce((s, i) => s + i.harga, 0)).toBe(r!.total);
  });

  it('a text tanggalMasuk is kept as text', async () => {
    const r = await getRepairRecord(code('OG-2405-C8Q1'));
    expect(r?.tanggalMasukText).toBe('28 Mei 2025');
    expect(r?.historyPerbaikan).toHaveLength(3);
  });

  it('an unknown code is null', async () => {
    expect(await getRepairRecord(code('ZZZ-000'))).toBeNull();
  });

  it('is never cached: a changed status shows on the next lookup', async () => {
    await writeDoc('servisan/IT-CACHE-1', { status: 'Masuk', nama: 'Uji' });
    expect((await getRepairRecord(code('IT-CACHE-1')))?.status).toBe('Masuk');
    await writeDoc('servisan/IT-CACHE-1', { status: 'Selesai - Siap diambil', nama: 'Uji' });
    expect((await getRepairRecord(code('IT-CACHE-1')))?.status).toBe('Selesai - Siap diambil');
    await firestore.remove('servisan/IT-CACHE-1');
  });

  it('visitors cannot list servisan (codes would leak)', async () => {
    await expect(listDocs('servisan')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
