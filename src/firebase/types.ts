// The shop's Firestore data as the app uses it. Collection and field names in
// Firestore are a contract; these are the normalised shapes. A collection with a
// spec (./specs) has its record inferred from it: a field added there is typed here.
import type { InferRecord, InferStored } from './specs/field';
import type { aksesoris } from './specs/aksesoris';
import type { artikel } from './specs/artikel';
import type { kalkulatorHpBaru, kalkulatorHpLama } from './specs/kalkulator';
import type { kontak } from './specs/kontak';
import type { coupons, notifikasi, reward } from './specs/member-content';
import type { PRICELIST_KATEGORI, pricelist } from './specs/pricelist';
import type { pricelistServisan } from './specs/pricelist-servisan';
import type { promo } from './specs/promo';
import type {
  IntakeField,
  QUOTE_ANSWER_FIELDS,
  QUOTE_LOG_FIELD,
  servisan,
  WARRANTY_END_FIELD,
} from './specs/servisan';
import type { kupon, users } from './specs/users.view';
import type { PromoRequestField } from './specs/promo-request';
import type { sparepart } from './specs/sparepart';
import type { testimoni } from './specs/testimoni';

type Flat<T> = { [K in keyof T]: T[K] };

export type Contact = InferRecord<typeof kontak>;
export type Promo = InferRecord<typeof promo>;
/** rating: 0–5, whole stars */
export type Testimonial = InferRecord<typeof testimoni>;
export type PricelistCategory = (typeof PRICELIST_KATEGORI)[number];
export type PricelistItem = InferRecord<typeof pricelist>;
export type ServicePrice = InferRecord<typeof pricelistServisan>;
export type Sparepart = InferRecord<typeof sparepart>;
export type Accessory = InferRecord<typeof aksesoris>;
export type Article = InferRecord<typeof artikel>;
/** An article with the day it was first published (its document's creation), null when not known. */
export type DatedArticle = Article & { published: Date | null };
/** tipe: 'persen', otherwise a fixed amount */
export type Coupon = InferRecord<typeof coupons>;
export type Reward = InferRecord<typeof reward>;
/** tanggal as a date when it can be read as one; tanggalText as stored text, for text dates that do not parse */
export type MemberNotification = InferRecord<typeof notifikasi>;
export type TradeInPhone = InferRecord<typeof kalkulatorHpLama>;
export type NewPhone = InferRecord<typeof kalkulatorHpBaru>;

/** What a visitor types into the promo form, field by field (the registry's promo_request). */
export type PromoRequestInput = Record<PromoRequestField, string>;

/**
 * A member's profile. Registration writes the number as `noWa`, a profile save as
 * `whatsapp`: the record holds the one in use as `whatsapp`.
 */
export type MemberProfile = Flat<{ uid: string } & Omit<InferStored<typeof users>, 'noWa'>>;

/** A coupon a member claimed, by the coupon's id. */
export type CouponClaim = Flat<{ couponId: string } & InferStored<typeof kupon>>;

/**
 * What the customer's status page shows of a ticket: every field of servisan but
 * the intake checklist, the stored warranty end and the creation date, which only
 * the admin's screens read (features/admin/repairs), and the quote's answer, read
 * as one. A field added to the spec is typed here, and toRepairRecord then reads it.
 */
type AdminOnly =
  | IntakeField
  | typeof WARRANTY_END_FIELD
  | 'createdAt'
  | (typeof QUOTE_ANSWER_FIELDS)[number]
  | typeof QUOTE_LOG_FIELD
  // What was paid at the till: the till reads it itself (features/admin/till/api.ts).
  | 'dibayar';

export type RepairRecord = Flat<
  { code: string } & Omit<InferStored<typeof servisan>, AdminOnly> & {
      /** When the device was collected: the history's latest 'Diambil' line; null when unknown. */
      diambilPada: Date | null;
      /** The customer's answer to the quote, once given on /cek-servisan; null while none. */
      quoteAnswer: QuoteAnswer | null;
      /** Answers to earlier quotes, oldest first (a new quote keeps the answer it replaced). */
      pastAnswers: QuoteAnswer[];
    }
>;

/** A row of a ticket's costs. */
export type RepairItem = RepairRecord['itemList'][number];

type Persetujuan = Extract<(typeof servisan.fields)[number], { name: 'persetujuan' }>;

/** 'setuju' or 'tolak', stored with the server's time of the answer. */
export interface QuoteAnswer {
  answer: NonNullable<Persetujuan['options']>[number];
  at: Date | null;
  /** The total the customer answered; null for an answer stored before the copy was kept. */
  total: number | null;
}
