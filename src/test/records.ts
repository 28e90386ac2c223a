// Records for tests: what the converter reads from a document holding only the
// fields a test names. A field added to a collection spec takes its empty value
// here, so no fixture has to name it.
import type { PlainDoc } from '../firebase/plain';
import { toAccessory } from '../firebase/specs/aksesoris';
import { toArticle } from '../firebase/specs/artikel';
import { toNewPhone, toTradeInPhone } from '../firebase/specs/kalkulator';
import { toContact } from '../firebase/specs/kontak';
import { toCoupon, toNotification, toReward } from '../firebase/specs/member-content';
import { toPricelistItem } from '../firebase/specs/pricelist';
import { toServicePrice } from '../firebase/specs/pricelist-servisan';
import { toPromo } from '../firebase/specs/promo';
import { toSparepart } from '../firebase/specs/sparepart';
import { toTestimonial } from '../firebase/specs/testimoni';

const of =
  <R>(read: (d: PlainDoc) => R) =>
  (fields: Partial<R> = {}): R => ({ ...read({ id: '', data: {} }), ...fields });

export const accessory = of(toAccessory);
export const article = of(toArticle);
export const tradeInPhone = of(toTradeInPhone);
export const newPhone = of(toNewPhone);
export const contact = of(toContact);
export const coupon = of(toCoupon);
export const notification = of(toNotification);
export const reward = of(toReward);
export const pricelistItem = of(toPricelistItem);
export const servicePrice = of(toServicePrice);
export const promo = of(toPromo);
export const sparepart = of(toSparepart);
export const testimonial = of(toTestimonial);

/** A repair's price: the device type, the fault and its kategori, at Rp 100.000. */
export const service = (id: string, type: string, jenis: string, kategori: string) =>
  servicePrice({ id, type, jenis, kategori, biaya: 100_000 });
