// How the admin list shows a stored value, and how the form pre-fills it. Pure.
import { formatRupiah } from '../../../lib/currency';
import { isMoney, type CollectionSchema, type FieldSpec } from './schema';

export function showValue(field: FieldSpec, value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (field.type === 'yesno') return value === true ? 'Ya' : 'Tidak';
  if (field.type === 'number' && typeof value === 'number')
    return isMoney(field) ? formatRupiah(value) : String(value);
  if (Array.isArray(value)) return value.join(', ') || '-';
  const text = String(value);
  return field.type === 'longtext' && text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** The form's text for a stored value ('' when missing); lines one per line. */
export function formText(field: FieldSpec, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(field.type === 'lines' ? '\n' : ', ');
  return String(value);
}

/** Records whose searched fields contain every word of the query, case-insensitive. */
export function matches(schema: CollectionSchema, data: Record<string, unknown>, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = schema.search
    .map((f) => String(data[f] ?? ''))
    .join(' ')
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
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
