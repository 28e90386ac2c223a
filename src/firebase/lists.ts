// The visitor's lists: for each price-list tab and for the accessories, the rows
// the page shows, kept in a few documents of `daftar` so that a visit reads the
// same handful of documents whether the shop lists 50 items or 5,000. Every
// admin write keeps them current in its own transaction (recorded-batch.ts); the
// admin rebuilds one that fell behind (an edit made outside the admin), and the
// seed scripts build them from the seed (what writes them: list-changes.ts, so a
// visitor's page does not download it). Pure and import-free: the Node scripts
// import this file as it is.

/** The collection of the lists' documents. */
export const LISTS_COLLECTION = 'daftar';

/** The field holding a part's rows, by document id. */
export const ROWS_FIELD = 'baris';

/**
 * The field a rebuild sets (the time of it): a part without it was never built
 * whole, so it may hold only the rows edited since, and a visitor reads the
 * collection instead.
 */
export const BUILT_FIELD = 'dibangun';

export interface ListDef {
  /** The shop collection whose documents it lists. */
  readonly collection: string;
  /** Price-list tabs: the kategori it shows (any case, spaces around ignored); none: every document. */
  readonly kategori?: readonly string[];
  /**
   * How many documents hold it: a document holds at most 1 MiB, about 6,000
   * price rows or 3,000 accessories with long image addresses; a visit reads all
   * parts at once, so the count is what a visit costs, whatever the size.
   */
  readonly parts: number;
}

export const LISTS = {
  hp: { collection: 'pricelist', kategori: ['hp'], parts: 2 },
  android: { collection: 'pricelist', kategori: ['android'], parts: 2 },
  laptop: { collection: 'pricelist', kategori: ['laptop', 'mac'], parts: 2 },
  service: { collection: 'pricelist_servisan', parts: 2 },
  sparepart: { collection: 'sparepart', parts: 2 },
  aksesoris: { collection: 'aksesoris', parts: 3 },
} as const satisfies Record<string, ListDef>;

export type ListName = keyof typeof LISTS;
export const LIST_NAMES = Object.keys(LISTS) as ListName[];

type Data = Record<string, unknown>;

/** The document id of a list's part `k`: `hp-0`, `aksesoris-2`. */
export const partId = (name: ListName, k: number): string => `${name}-${k}`;

/** Every part document id of a list, in order. */
export const partIds = (name: ListName): string[] =>
  Array.from({ length: LISTS[name].parts }, (_, k) => partId(name, k));

/** How a row's text marks a time (as the seed files write one). */
export const ROW_TIME = '__time__';

/** Where a row stored as a map keeps its text (beside the values a write left to the server): a name no shop field has. */
export const ROW_TEXT = '_teks';

/**
 * A parsed row with its times as Dates, at any depth, changed in place. Walked after
 * the parse rather than given to JSON.parse as a reviver, which is called for every
 * value of every row and made a long list's decoding four times slower.
 */
function revived(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const o = value as Data;
  if (typeof o[ROW_TIME] === 'string') return new Date(o[ROW_TIME]);
  for (const key of Object.keys(o)) {
    const v = o[key];
    if (v && typeof v === 'object') o[key] = revived(v);
  }
  return o;
}

const parseRow = (text: string): Data => revived(JSON.parse(text)) as Data;

/** A stored row (list-changes.ts's rowOf) as the document's fields (a row stored as a plain map, as earlier builds wrote, is one already). */
export function rowData(stored: unknown): Data {
  if (typeof stored === 'string') return parseRow(stored);
  const row = (stored ?? {}) as Data;
  if (typeof row[ROW_TEXT] !== 'string') return row;
  const { [ROW_TEXT]: text, ...served } = row;
  return { ...parseRow(text as string), ...served };
}

/** A list's rows as shop documents, by id (the order a collection read gives), or null if a part is not built. */
export function listDocs(parts: readonly (Data | null)[]): { id: string; data: Data }[] | null {
  const docs: { id: string; data: Data }[] = [];
  for (const part of parts) {
    if (!part || part[BUILT_FIELD] === undefined) return null;
    const rows = (part[ROWS_FIELD] ?? {}) as Record<string, unknown>;
    for (const id of Object.keys(rows)) docs.push({ id, data: rowData(rows[id]) });
  }
  return docs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
