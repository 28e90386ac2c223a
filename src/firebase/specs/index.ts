// The collection registry: every collection the admin manages, each listed once,
// in the admin's order. Each lives in its own file: its fields, its reader, its
// admin view (for a collection a public page reads, the view is in `<name>.view.ts`
// beside it). This module is the admin's and the tests': a public page imports the
// one spec file it reads, so a visitor downloads only its collections' specs and
// none of the admin's views.
import { aksesorisView } from './aksesoris.view';
import { chatTaps } from './chat-taps';
import { daftar } from './daftar';
import { promoRequestView } from './promo-request.view';
import { riwayat } from './riwayat';
import { servisan, servisanPrivate } from './servisan';
import { kupon, users } from './users';
import { artikelView } from './artikel.view';
import { kalkulatorHpBaruView, kalkulatorHpLamaView } from './kalkulator.view';
import { kontakView } from './kontak.view';
import { couponsView, notifikasiView, rewardView } from './member-content.view';
import { pricelistView } from './pricelist.view';
import { pricelistServisanView } from './pricelist-servisan.view';
import { promoView } from './promo.view';
import { pesanServisView } from './pesan-servis';
import { sparepartView } from './sparepart.view';
import { testimoniView } from './testimoni.view';
import { potonganKondisiView } from './potongan-kondisi.view';
import { tukarTambahView } from './tukar-tambah.view';

export * from './field';
import type { Holding, RecordSpec } from './field';
export { collection } from './read';
export { view } from './view';

/**
 * Every collection the admin manages, catalogue first, then member content.
 * firestore.rules: a katalog or konten collection is isShopContent, a member one
 * isMemberContent (tests/rules/registry.test.ts).
 */
export const REGISTRY = [
  pricelistView,
  pricelistServisanView,
  sparepartView,
  aksesorisView,
  kalkulatorHpLamaView,
  kalkulatorHpBaruView,
  potonganKondisiView,
  kontakView,
  promoView,
  testimoniView,
  artikelView,
  pesanServisView,
  notifikasiView,
  couponsView,
  rewardView,
] as const;

/**
 * Every other collection the app reads or writes: repair tickets and their private
 * numbers, promo requests, profiles and their coupon claims, chat-tap counters,
 * the admin's history. Their forms and screens take their fields' limits from
 * these; firestore.rules holds the same (tests/rules/registry.test.ts).
 */
export const RECORDS = [
  servisan,
  servisanPrivate,
  promoRequestView,
  tukarTambahView,
  users,
  kupon,
  chatTaps,
  riwayat,
  daftar,
] as const;

/** A collection outside the catalogue by its stored name. */
export const recordSpecOf = (collection: string): RecordSpec | undefined =>
  RECORDS.find((s) => s.collection === collection);

type Entry = (typeof REGISTRY)[number];

/** The collections holding a stock count (`stok`): the dashboard counts each one's sold-out items. */
export type StockedCollection = Holding<Entry, { name: 'stok' }>['collection'];
export const STOCKED = REGISTRY.filter((s): s is Extract<Entry, { collection: StockedCollection }> =>
  s.fields.some((f) => f.name === 'stok'),
).map((s) => ({ collection: s.collection, label: s.title }));

/**
 * The Storage folders the site uses: one per collection with an image field, named
 * after it (storage.rules' siteFolder lists the same: tests/rules/registry.test.ts).
 */
export type ImageFolder = Holding<Entry, { type: 'image' }>['collection'];
export const IMAGE_FOLDERS = REGISTRY.filter((s) => s.fields.some((f) => f.type === 'image')).map(
  (s) => s.collection as ImageFolder,
);

/** The collections whose records a chat tap may name (its item). */
export type TapItemCollection = Extract<Entry, { tapItems: true }>['collection'];
export const TAP_ITEM_COLLECTIONS = REGISTRY.filter((s) => 'tapItems' in s && s.tapItems).map(
  (s) => s.collection as TapItemCollection,
);
