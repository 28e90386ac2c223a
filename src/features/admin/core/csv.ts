// CSV in and out, with Papa Parse (quotes, line breaks in cells, ';' from a
// spreadsheet set to Indonesian): loaded only when a file is read or written.
import type { PlainDoc } from '../../../firebase/plain';
import { byFirstColumn } from './display';
import type { CollectionSchema } from './schema';
import { witaIsoDay } from '../../../lib/dates';

export interface ParsedCsv {
  header: string[];
  /** Data rows, without the header; row i is line i + 2 of the file. */
  rows: string[][];
}

export const ID_COLUMN = 'id';

/** The column names an import reads and an export writes: id, then every field. */
export function csvColumns(schema: CollectionSchema): string[] {
  return [ID_COLUMN, ...schema.fields.map((f) => f.name)];
}

/** Spreadsheets (Excel) read the file as UTF-8 only with this mark in front. */
const BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection:
 * a visitor's text or a record typed as `=HYPERLINK(…)`). Such a cell is written with a
 * leading `'`, which spreadsheets show as text; a cell already starting with `'` gets one
 * more, so the import can always take exactly one off and get the value back.
 */
const FORMULA_START = /^[=+\-@\t\r']/;
const ESCAPED = /^'[=+\-@\t\r']/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function restoreFormula(text: string): string {
  return ESCAPED.test(text) ? text.slice(1) : text;
}

function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return neutraliseFormula(value.join(', '));
  return neutraliseFormula(value instanceof Date ? value.toISOString() : String(value));
}

/** The collection as CSV, in the public order: id, then every field. */
export async function toCsv(schema: CollectionSchema, records: PlainDoc[]): Promise<string> {
  const columns = csvColumns(schema);
  const rows = [...records]
    .sort(byFirstColumn(schema))
    .map((r) => columns.map((c) => (c === ID_COLUMN ? r.id : r.data[c])));
  return csvText(columns, rows);
}

/**
 * A spreadsheet-safe CSV file's text: the BOM, the header, and each row's cells
 * guarded against formulas (a list joined by commas, a date as ISO text).
 */
export async function csvText(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const data = rows.map((row) => row.map(cell));
  return BOM + Papa.unparse({ fields: [...header], data }, { newline: '\r\n' });
}

/** Hands the browser a CSV text to save under `fileName`. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export class CsvUnreadable extends Error {}

/** The file's header and rows; blank lines are skipped. */
export async function parseCsv(text: string): Promise<ParsedCsv> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = result.data;
  // Quote errors make rows unreliable; a missing delimiter in a one-column file does not.
  const broken = result.errors.find((e) => e.type === 'Quotes');
  if (broken) throw new CsvUnreadable(`Tanda kutip tidak tertutup di baris ${(broken.row ?? 0) + 1}.`);
  if (!header) throw new CsvUnreadable('File CSV kosong.');
  return { header, rows: rows.map((row) => row.map(restoreFormula)) };
}

/** `pricelist-2026-11-23.csv`: the day in Bali. */
export function csvFileName(collection: string, today = new Date()): string {
  return `${collection}-${witaIsoDay(today)}.csv`;
}
