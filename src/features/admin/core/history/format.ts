// How a history entry reads for people: the record by its name, each field by
// its form label, values as the public pages show them, and only what changed.
// Pure and tested (format.test.ts).
import { toRepairRecord } from '../../../../firebase/specs/servisan.read';
import { formatRupiah } from '../../../../lib/currency';
import { formatDate, formatDateTime, isoDay } from '../../../../lib/dates';
import { recordSpecOf, type RecordName } from '../../../../firebase/specs';
import { servisan, servisanPrivate, TICKET_LABELS } from '../../../../firebase/specs/servisan';
import { schemaOf, unitOf, type FieldSpec } from '../schema';

export type Doc = Record<string, unknown>;

/** Bookkeeping fields no form shows. */
const COMMON_LABELS: Record<string, string> = {
  createdAt: 'Tanggal dibuat',
  tanggal: 'Tanggal kirim',
};

/** A ticket's (with its private number), a promo request's fields by their registry labels. */
const labelsOf = (collection: string): Record<string, string> =>
  collection === servisan.collection || collection === servisanPrivate.collection
    ? TICKET_LABELS
    : Object.fromEntries(recordSpecOf(collection)?.fields.map((f) => [f.name, f.label]) ?? []);

const specOf = (collection: string, field: string): FieldSpec | undefined =>
  schemaOf(collection)?.fields.find((f) => f.name === field);

/** 'nilai_tukar' → 'Nilai tukar', 'tanggalMasuk' → 'Tanggal masuk': a field no form names. */
function humanise(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

/** A field of a collection outside the catalogue (a ticket's answer), as its registry entry names it. */
const storedOf = (collection: string, field: string) =>
  recordSpecOf(collection)?.fields.find((f) => f.name === field);

/** A field by the label of the form that writes it. */
export function fieldLabel(collection: string, field: string): string {
  return (
    specOf(collection, field)?.label ??
    labelsOf(collection)[field] ??
    COMMON_LABELS[field] ??
    storedOf(collection, field)?.label ??
    humanise(field)
  );
}

const empty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const count = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** A long text shows its start: the history is a list, not the article. */
const LONG_TEXT = 300;
const clip = (text: string) => (text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT)}…` : text);
const textLines = (text: string) =>
  clip(text)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

const DAY_FIELDS = new Set(['tanggalMasuk', 'garansiSampai']);

/** Any value no field rule knows: never '[object Object]'. */
function plainLines(field: string, v: unknown): string[] {
  if (empty(v)) return [];
  // A day, not a moment: the entry date, and a warranty's last day (stored as its 00:00 WITA).
  if (v instanceof Date) return [DAY_FIELDS.has(field) ? formatDate(v) : formatDateTime(v)];
  if (typeof v === 'boolean') return [v ? 'Ya' : 'Tidak'];
  if (typeof v === 'number') return [count.format(v)];
  if (typeof v === 'string') return textLines(v);
  if (Array.isArray(v)) return v.flatMap((item) => plainLines(field, item).join(', ') || []);
  if (typeof v === 'object') {
    const o = v as Doc;
    if ('nama' in o && 'harga' in o) return [`${String(o.nama)} — ${formatRupiah(Number(o.harga))}`];
    return [
      Object.entries(o)
        .filter(([, value]) => !empty(value))
        .map(([key, value]) => `${humanise(key)}: ${plainLines(key, value).join(', ')}`)
        .join('; '),
    ];
  }
  return [String(v)];
}

function schemaLines(spec: FieldSpec, v: unknown, doc: Doc): string[] {
  if (spec.type === 'yesno') return [v === true ? 'Ya' : 'Tidak'];
  if (empty(v)) return [];
  if (spec.type === 'number' && typeof v === 'number') {
    const unit = unitOf(spec, doc);
    return [
      unit === 'money' ? formatRupiah(v) : unit === 'percent' ? `${count.format(v)}%` : count.format(v),
    ];
  }
  // Older records hold a code in another case or with spaces; it still reads as its label.
  if (spec.type === 'choice' && typeof v === 'string')
    return [spec.optionLabels?.[v.trim().toLowerCase()] ?? v];
  const day = spec.day && typeof v === 'string' ? isoDay(v) : null;
  if (day) return [formatDate(day)];
  return plainLines(spec.name, v);
}

function ticketLines(field: string, v: unknown): string[] {
  if (empty(v)) return [];
  // The customer's page shows these; the history reads them the same way.
  if (field === 'historyPerbaikan')
    return toRepairRecord({ id: '', data: { historyPerbaikan: v } }).historyPerbaikan;
  if (field === 'itemList')
    return toRepairRecord({ id: '', data: { itemList: v } }).itemList.map(
      (i) => `${i.nama} — ${formatRupiah(i.harga)}`,
    );
  if (field === 'total' && typeof v === 'number') return [formatRupiah(v)];
  // A choice as its registry names it: the customer's answer 'tolak' reads 'Ditolak'.
  const choice = storedOf(servisan.collection, field)?.optionLabels;
  if (choice && typeof v === 'string') return [choice[v.trim().toLowerCase()] ?? v];
  return plainLines(field, v);
}

/** A stored value as lines of text ([] when there is none); `doc` is the record it belongs to. */
export function formatValue(collection: string, field: string, v: unknown, doc: Doc = {}): string[] {
  const spec = specOf(collection, field);
  if (spec) return schemaLines(spec, v, doc);
  if (collection === servisan.collection) return ticketLines(field, v);
  return plainLines(field, v);
}

/** A value reduced for comparing: equal when a person would see no change. */
function canon(v: unknown): string {
  if (empty(v)) return '';
  if (v instanceof Date) return `@${v.getTime()}`;
  if (Array.isArray(v)) return JSON.stringify(v.map(canon));
  if (typeof v === 'object' && v !== null)
    return JSON.stringify(
      Object.keys(v)
        .sort()
        .map((k) => [k, canon((v as Doc)[k])]),
    );
  return String(v);
}

export interface FieldChange {
  field: string;
  label: string;
  /** Lines of the old value ([]: none). */
  from: string[];
  /** Lines of the new value ([]: none). */
  to: string[];
  /** The write took the field away (it was there before): `from` is what it held. */
  removed?: true;
}

/** The forms' order first, then other fields by name, the dates last. */
function fieldOrder(collection: string): (a: string, b: string) => number {
  const known = [
    ...(schemaOf(collection)?.fields.map((f) => f.name) ?? []),
    ...Object.keys(labelsOf(collection)),
  ];
  const rank = (f: string) => {
    const i = known.indexOf(f);
    return i >= 0 ? i : f in COMMON_LABELS ? known.length + 1 : known.length;
  };
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * The fields a write changed, old → new, labelled and formatted. A history entry
 * keeps the whole document before and after, so a field the `after` lacks is one
 * the write removed (a customer's answer cleared by a new quote): it is listed
 * with its old value and `removed`. `onlyWritten`: the `after` holds only the
 * fields someone means to write (a conflict's version), so a field it lacks is
 * left alone, not listed. A new record lists what it was given, a deleted one
 * what it held.
 */
export function changedFields(
  collection: string,
  before: Doc | null,
  after: Doc | null,
  { onlyWritten = false }: { onlyWritten?: boolean } = {},
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => !k.startsWith('_'),
  );
  return keys
    .filter((k) => !onlyWritten || !before || !after || k in after)
    .filter((k) => canon(before?.[k]) !== canon(after?.[k]))
    .sort(fieldOrder(collection))
    .map((k) => ({
      field: k,
      label: fieldLabel(collection, k),
      from: formatValue(collection, k, before?.[k], before ?? {}),
      to: formatValue(collection, k, after?.[k], after ?? {}),
      ...(before && after && !(k in after) && { removed: true as const }),
    }));
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** A record by the name people know it by (its id only when it has none). */
export function recordName(collection: string, docId: string, doc: Doc | null): string {
  const d = doc ?? {};
  const schema = schemaOf(collection);
  const how: RecordName = schema?.recordName ??
    recordSpecOf(collection)?.recordName ?? { fields: [schema?.columns[0] ?? 'nama'] };
  const name =
    'text' in how
      ? how.text
      : [how.withId ? docId : '', ...how.fields.map((f) => str(d[f]))]
          .filter(Boolean)
          .join(how.separator ?? ' ');
  return name || docId;
}

/** What kind of record: the list's title, or the screen's name. */
export function collectionTitle(collection: string): string {
  return schemaOf(collection)?.title ?? recordSpecOf(collection)?.title ?? humanise(collection);
}
