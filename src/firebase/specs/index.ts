// Every collection spec, for the admin and the rules test. The public pages import
// the one module they read, so a visitor downloads only its collections' specs.
import { aksesoris } from './aksesoris';
import { artikel } from './artikel';
import { kalkulatorHpBaru, kalkulatorHpLama } from './kalkulator';
import { kontak } from './kontak';
import { coupons, notifikasi, reward } from './member-content';
import { pricelist } from './pricelist';
import { pricelistServisan } from './pricelist-servisan';
import { promo } from './promo';
import { sparepart } from './sparepart';
import { testimoni } from './testimoni';

export * from './field';
export { collection } from './read';
export {
  aksesoris,
  artikel,
  coupons,
  kalkulatorHpBaru,
  kalkulatorHpLama,
  kontak,
  notifikasi,
  pricelist,
  pricelistServisan,
  promo,
  reward,
  sparepart,
  testimoni,
};

/** What the public pages show, kept by the admin's catalogue (firestore.rules: isShopContent). */
export const CATALOGUE_SPECS = [
  pricelist,
  pricelistServisan,
  sparepart,
  aksesoris,
  kalkulatorHpLama,
  kalkulatorHpBaru,
  kontak,
  promo,
  testimoni,
  artikel,
] as const;

/** What only members read (firestore.rules: isMemberContent). */
export const MEMBER_SPECS = [notifikasi, coupons, reward] as const;
