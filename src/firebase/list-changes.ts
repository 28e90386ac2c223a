// What writing shop documents does to the visitor lists (lists.ts): what a row keeps
// of a document, which part holds it, a list built whole, the rows a save sets or
// clears, and how a list fell behind its collection. The admin's and the seed
// scripts'; a visitor's page reads lists.ts alone. Pure: the Node scripts import
// this file as it is.
import {
  LISTS,
  LIST_NAMES,
  ROW_TEXT,
  ROW_TIME,
  partId,
  rowData,
  type ListDef,
  type ListName,
} from './lists.ts';

type Data = Record<string, unknown>;

/** Bookkeeping fields of a shop document that a visitor's row leaves out. */
const NOT_SHOWN = new Set(['_riwayat']);

/** A value JSON can carry: not a write's stand-in (the server's time), a class instance. */
const isPlain = (v: unknown): boolean =>
  v === null ||
  typeof v !== 'object' ||
  v instanceof Date ||
  Array.isArray(v) ||
  Object.getPrototypeOf(v) === Object.prototype;

/**
 * What a list keeps of a document: its fields without the admin's bookkeeping, as
 * one JSON text (a time as {"__time__": iso}). A visit then decodes one string per
 * row rather than Firestore's typed value for every field: the list's answer is a
 * quarter of the size, and the first rows of a long list paint that much sooner. A
 * value the server fills in (a new item's createdAt) stays a value of its own beside
 * the text, so the row holds the same time as the document.
 */
export function rowOf(data: Data): string | Data {
  const row: Data = {};
  const served: Data = {};
  for (const key of Object.keys(data))
    if (!NOT_SHOWN.has(key)) (isPlain(data[key]) ? row : served)[key] = data[key];
  const text = JSON.stringify(row, function (this: Data, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [ROW_TIME]: raw.toISOString() } : value;
  });
  return Object.keys(served).length ? { ...served, [ROW_TEXT]: text } : text;
}

/** The lists fed by a collection (none for most). */
export const listsOf = (collection: string): ListName[] =>
  LIST_NAMES.filter((name) => LISTS[name].collection === collection);

/** Which part of a list holds document `id` (FNV-1a of the id): the same answer everywhere, forever. */
export function partOf(id: string, parts: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % parts;
}

const tidy = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : '');

/** Whether a stored document (null: deleted) belongs on a list. */
export function belongs(name: ListName, data: Data | null): boolean {
  if (!data) return false;
  const def: ListDef = LISTS[name];
  return !def.kategori || def.kategori.includes(tidy(data.kategori));
}

/** The whole of a list's parts, from every document of its collection: [part id, rows by id]. */
export function buildList(
  name: ListName,
  docs: readonly { id: string; data: Data }[],
): [string, Record<string, string | Data>][] {
  const { parts } = LISTS[name];
  const rows: Record<string, string | Data>[] = Array.from({ length: parts }, () => ({}));
  for (const d of docs) if (belongs(name, d.data)) rows[partOf(d.id, parts)]![d.id] = rowOf(d.data);
  return rows.map((r, k) => [partId(name, k), r]);
}

/**
 * What writing these documents changes in the lists: per part document, each
 * touched id's new row, or null where the id leaves it (deleted, or moved to
 * another tab). An id is cleared from every list of its collection it does not
 * belong to, so a change of kategori needs no knowledge of the old one.
 */
export function listChanges(
  collection: string,
  written: readonly { id: string; after: Data | null }[],
): Map<string, Map<string, string | Data | null>> {
  const out = new Map<string, Map<string, string | Data | null>>();
  for (const name of listsOf(collection))
    for (const { id, after } of written) {
      const part = partId(name, partOf(id, LISTS[name].parts));
      if (!out.has(part)) out.set(part, new Map());
      out.get(part)!.set(id, belongs(name, after) ? rowOf(after!) : null);
    }
  return out;
}

/** A row that differs between a list and its collection: missing, extra, or changed. */
export interface ListDrift {
  missing: string[];
  extra: string[];
  changed: string[];
}

const same = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => same((a as Data)[k], (b as Data)[k]));
  }
  return a === b;
};

/** How a list's rows (null: not built) differ from what its collection holds now. */
export function listDrift(
  name: ListName,
  listed: readonly { id: string; data: Data }[] | null,
  docs: readonly { id: string; data: Data }[],
): ListDrift | null {
  const want = new Map<string, Data>();
  for (const d of docs) if (belongs(name, d.data)) want.set(d.id, rowData(rowOf(d.data)));
  if (!listed) return { missing: [...want.keys()], extra: [], changed: [] };
  const have = new Map(listed.map((d) => [d.id, d.data]));
  const drift: ListDrift = { missing: [], extra: [], changed: [] };
  for (const [id, row] of want) {
    if (!have.has(id)) drift.missing.push(id);
    else if (!same(have.get(id), row)) drift.changed.push(id);
  }
  for (const id of have.keys()) if (!want.has(id)) drift.extra.push(id);
  return drift.missing.length + drift.extra.length + drift.changed.length ? drift : null;
}
