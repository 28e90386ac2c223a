// How the admin list shows a stored value, and how the form pre-fills it. Pure.
import { formatRupiah } from '../../../lib/currency';
import { parseDateText, type DateText } from '../../../lib/date-text';
import { formatDate, formatDateTime, isoDay } from '../../../lib/dates';
import { moneyText } from './money';
import { isMoney, optionLabel, unitOf, type CollectionSchema, type FieldSpec } from './schema';

export const NOT_FILLED = 'Belum diisi';

/** `doc`: the record the value belongs to (a coupon's tipe says whether its discount is Rupiah or percent). */
export function showValue(field: FieldSpec, value: unknown, doc?: Record<string, unknown>): string {
  // A switch never set is off; a name left empty for "every" says so ('Semua HP').
  if (field.type === 'yesno') return value === true ? 'Ya' : 'Tidak';
  if (value === undefined || value === null || value === '') return field.namesFrom?.empty ?? '-';
  if (field.type === 'number' && typeof value === 'number') {
    const unit = unitOf(field, doc);
    // An empty price is stored as 0: the owner reads that it is not filled in, never 'Rp 0'.
    if (unit === 'money') return value === 0 ? NOT_FILLED : formatRupiah(value);
    return unit === 'percent' ? `${value}%` : String(value);
  }
  if (Array.isArray(value)) return value.join(', ') || '-';
  if (field.type === 'choice') return optionLabel(field, String(value));
  const text = String(value);
  const day = field.day ? isoDay(text) : null;
  if (day) return formatDate(day);
  return field.type === 'longtext' && text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** The form's text for a stored value ('' when missing); lines one per line, amounts grouped (125.000). */
export function formText(field: FieldSpec, value: unknown, doc?: Record<string, unknown>): string {
  if (value === undefined || value === null) return '';
  if (isMoney(field, doc)) return moneyText(value);
  if (Array.isArray(value)) return value.join(field.type === 'lines' ? '\n' : ', ');
  return String(value);
}

/** The words of a search, lower-cased ('' and spaces: none). */
function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** A record's searched fields as one lower-case text. */
function searchText(schema: CollectionSchema, data: Record<string, unknown>): string {
  return schema.search
    .map((f) => String(data[f] ?? ''))
    .join(' ')
    .toLowerCase();
}

/** Records whose searched fields contain every word of the query, case-insensitive. */
export function matches(schema: CollectionSchema, data: Record<string, unknown>, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const haystack = searchText(schema, data);
  return words.every((w) => haystack.includes(w));
}

/**
 * Search over a fixed list, as `matches` decides, in the list's order: each record's
 * text is made once, at the first query with words, not on every keystroke. An empty
 * query gives the list itself.
 */
export function searcher<T extends { data: Record<string, unknown> }>(
  schema: CollectionSchema,
  records: T[],
): (query: string) => T[] {
  let texts: string[] | null = null;
  return (query) => {
    const words = queryWords(query);
    if (words.length === 0) return records;
    texts ??= records.map((r) => searchText(schema, r.data));
    const t = texts;
    return records.filter((_, i) => words.every((w) => t[i]!.includes(w)));
  };
}

// One collator for every comparison: localeCompare with options builds one per call,
// 25 times slower on a 5,000-item list.
const collator = new Intl.Collator('id', { numeric: true });

/** The public pages' order: by the first column, numbers in names read as numbers. */
export function byFirstColumn(schema: CollectionSchema) {
  const key = schema.columns[0]!;
  return (a: { data: Record<string, unknown> }, b: { data: Record<string, unknown> }) =>
    collator.compare(String(a.data[key] ?? ''), String(b.data[key] ?? ''));
}

/** A stored date: a timestamp, or text an admin once typed ('12 Juni 2025'). */
export function dateOf(value: unknown): DateText | null {
  if (value instanceof Date) return { date: value, hasTime: true };
  return typeof value === 'string' ? parseDateText(value) : null;
}

/** A stored date as the member page shows it: '12 Juni 2025', with ' pukul 10.00' when it has a time. */
export function showDate(value: unknown): string {
  const d = dateOf(value);
  if (d) return d.hasTime ? formatDateTime(d.date) : formatDate(d.date);
  return typeof value === 'string' && value.trim() ? value : '-';
}

/** Newest first by a date field (a notification's tanggal); records without a readable one last. */
export function byNewest(field: string) {
  const time = (r: { data: Record<string, unknown> }) => dateOf(r.data[field])?.date.getTime() ?? -Infinity;
  return (a: { data: Record<string, unknown> }, b: { data: Record<string, unknown> }) => {
    const [ta, tb] = [time(a), time(b)];
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  };
}
