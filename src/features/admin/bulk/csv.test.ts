import { describe, expect, it } from 'vitest';
import { schemaOf } from '../core/schema';
import { csvFileName, neutraliseFormula, parseCsv, restoreFormula, toCsv } from '../core/csv';
import { planImport } from './import-plan';

const sparepart = schemaOf('sparepart')!;

describe('CSV injection', () => {
  const risky = [
    '=HYPERLINK("http://x","klik")',
    '+6281234',
    '-5 hari',
    '@SUM(A1)',
    '\tTab',
    "'kutip",
    'LCD iPhone 11',
  ];

  it('writes a cell that a spreadsheet would run as a formula with a leading quote', async () => {
    const records = risky.map((nama, i) => ({
      id: `s${i}`,
      data: { nama, kategori: 'LCD', harga: 100000, stok: 1 },
    }));
    const csv = await toCsv(sparepart, records);
    expect(csv).toContain(`'=HYPERLINK(""http://x"",""klik"")`);
    expect(csv).toContain("'+6281234");
    expect(csv).toContain("'-5 hari");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).toContain("'\tTab");
    expect(csv).toContain("''kutip");
    expect(csv).toMatch(/,LCD iPhone 11,/);
    // No cell of the file starts with a formula character.
    const rows = (await parseCsv(csv.replace(/^\uFEFF/, '').replaceAll("'", 'Q'))).rows;
    for (const row of rows) for (const c of row) expect(c).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('reads the file back to the same values: an export then an import changes nothing', async () => {
    const records = risky.map((nama, i) => ({
      id: `s${i}`,
      data: { nama, kategori: 'LCD', harga: 100000, stok: 1 },
    }));
    const parsed = await parseCsv(await toCsv(sparepart, records));
    const names = parsed.rows.map((r) => r[parsed.header.indexOf('nama')]);
    expect(names.sort()).toEqual([...risky].sort());
    // The form trims names, so only untrimmed text would count as changed (the tab case).
    const trimmed = records.filter((r) => r.data.nama.trim() === r.data.nama);
    const plan = planImport(sparepart, trimmed, await parseCsv(await toCsv(sparepart, trimmed)));
    if ('error' in plan) throw new Error(plan.error);
    expect(plan.changed.map((r) => r.data)).toEqual([]);
    expect(plan.invalid).toEqual([]);
    expect(plan.unchanged).toBe(trimmed.length);
  });

  it('takes exactly one quote off, and only before a formula character or a quote', () => {
    expect(restoreFormula(neutraliseFormula('=1+1'))).toBe('=1+1');
    expect(restoreFormula("'=1+1")).toBe('=1+1');
    expect(restoreFormula("'Jimbaran")).toBe("'Jimbaran");
    expect(neutraliseFormula('Jimbaran')).toBe('Jimbaran');
  });
});

describe('csvFileName', () => {
  it("names the file by Bali's day: 01.30 WITA on the 27th is still the 26th in UTC", () =>
    expect(csvFileName('pricelist', new Date('2026-11-26T17:30:00Z'))).toBe('pricelist-2026-11-27.csv'));
});
