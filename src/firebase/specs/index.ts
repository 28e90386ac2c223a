// The collection registry: every collection the app reads or writes, each entry an
// export of a `<name>.view.ts` file in this folder, found by the glob below: a new
// collection is one new file. The file also names its entry in `Collections`, which
// keeps the lists' types below literal. A collection a public page reads keeps its
// fields and reader in `<name>.ts`, which the view file imports: this module is the
// admin's and the tests', and a public page imports the one spec file it reads, so a
// visitor downloads only its collections' specs and none of the admin's views.
import type { AdminView, Holding, RecordSpec } from './field';

export * from './field';
export { collection } from './read';
export { view } from './view';

/**
 * Every collection's entry by its stored name. Each `*.view.ts` adds its own:
 * `declare module './index' { interface Collections { banner: typeof banner } }`;
 * view() and records() refuse a collection not named here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each view file
export interface Collections {}

type Entry = Collections[keyof Collections];
/** An entry the admin manages in its catalogue (it has an admin view). */
type Managed = Extract<Entry, AdminView>;
type Stored = Exclude<Entry, AdminView>;

const isEntry = (v: unknown): v is Entry =>
  typeof v === 'object' && v !== null && 'collection' in v && 'fields' in v;

/** A view file's entries: where it exports a spec beside the view that spreads it, the view. */
export function entriesOf(file: Record<string, unknown>): Entry[] {
  const byName = new Map<string, Entry>();
  for (const v of Object.values(file)) {
    if (!isEntry(v)) continue;
    const seen = byName.get(v.collection);
    if (!seen || Object.keys(v).length > Object.keys(seen).length) byName.set(v.collection, v);
  }
  return [...byName.values()];
}

/** Every `*.view.ts` export, file by file in the order of their names. */
export const ENTRIES: readonly Entry[] = Object.values(
  import.meta.glob<Record<string, unknown>>('./*.view.ts', { eager: true }),
).flatMap(entriesOf);

/**
 * Every collection the admin manages, in its menu's order (each view's `order`):
 * catalogue first, then member content. firestore.rules: a katalog or konten
 * collection is isShopContent, a member one isMemberContent (tests/rules/registry.test.ts).
 */
export const REGISTRY: readonly Managed[] = ENTRIES.filter((s): s is Managed => 'group' in s).sort(
  (a, b) => a.order - b.order,
);

/**
 * Every other collection the app reads or writes: repair tickets and their private
 * numbers, promo requests and trade-in leads, profiles and their coupon claims,
 * chat-tap counters, the admin's history, the visitor lists. Their forms and screens
 * take their fields' limits from these; firestore.rules holds the same
 * (tests/rules/registry.test.ts).
 */
export const RECORDS: readonly Stored[] = ENTRIES.filter((s): s is Stored => !('group' in s));

/** A collection outside the catalogue by its stored name. */
export const recordSpecOf = (collection: string): RecordSpec | undefined =>
  RECORDS.find((s) => s.collection === collection);

/** The collections holding a stock count (`stok`): the dashboard counts each one's sold-out items. */
export type StockedCollection = Holding<Managed, { name: 'stok' }>['collection'];
export const STOCKED = REGISTRY.filter((s) => s.fields.some((f) => f.name === 'stok')).map((s) => ({
  collection: s.collection as StockedCollection,
  label: s.title,
}));

/**
 * The Storage folders the site uses: one per collection with an image field, named
 * after it (storage.rules' siteFolder lists the same: tests/rules/registry.test.ts).
 */
export type ImageFolder = Holding<Managed, { type: 'image' }>['collection'];
export const IMAGE_FOLDERS = REGISTRY.filter((s) => s.fields.some((f) => f.type === 'image')).map(
  (s) => s.collection as ImageFolder,
);

/** The collections whose records a chat tap may name (its item). */
export type TapItemCollection = Extract<Managed, { tapItems: true }>['collection'];
export const TAP_ITEM_COLLECTIONS = REGISTRY.filter((s) => 'tapItems' in s && s.tapItems).map(
  (s) => s.collection as TapItemCollection,
);
