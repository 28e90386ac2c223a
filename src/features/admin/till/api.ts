// The till's reads and writes: what a scanned or typed code is (a member and their
// coupons and points, a coupon of theirs, a trade-in lead, the promo requests from a
// WhatsApp number, a repair ticket), the catalogue's prices to pick from, and the
// sale, the reward paid with points (core/data/till.ts: one transaction each).
import { readCollection } from '../core/data/queries';
import { listRecords } from '../core/records-api';
import type { Admin } from '../core/data/recorded-batch';
import {
  newSaleId,
  recordSale,
  redeemReward,
  type RedeemOutcome,
  type SaleInput,
  type SaleOutcome,
} from '../core/data/till';
import { getDocById } from '../../../firebase/signed-in/lite-db';
import { toCoupon, toReward } from '../../../firebase/specs/member-content';
import { toCouponClaim, toMemberProfile } from '../../../firebase/specs/users.read';
import type { Coupon, CouponClaim, Reward } from '../../../firebase/types';
import type { PlainDoc } from '../../../firebase/plain';
import { toRepairRecord } from '../../../firebase/specs/servisan.read';
import { parseTillCode, type TillCode } from '../../../lib/till-codes';
import { toLead, type Lead } from '../core/lead-read';
import { newestFirst, toPromoRequest, type PromoRequest } from '../core/promo-request-read';
import { couponState, whatsappDigits, type CouponState } from './till-view';

export { newSaleId, type Admin, type SaleInput, type SaleOutcome, type RedeemOutcome };

/** A coupon as the till shows it for one member: the coupon, their claim (if any) and its state now. */
export interface MemberCoupon {
  coupon: Coupon;
  claim: CouponClaim | null;
  state: CouponState;
}

export interface TillMember {
  uid: string;
  nomor: string;
  nama: string;
  whatsapp: string;
  /** Their points balance (0 before their first). */
  saldo: number;
  /** Their claimed coupons, usable first. */
  coupons: MemberCoupon[];
  /** The rewards with a points price, cheapest first. */
  rewards: Reward[];
  /** The owner's rate (Rupiah per point); null before one is set. */
  rupiahPerPoin: number | null;
}

export interface TillTicket {
  code: string;
  nama: string;
  perangkat: string;
  status: string;
  total: number;
  /** What was paid for it at the till so far. */
  dibayar: number;
}

/** What a code turned out to be. */
export type Recognised =
  | { kind: 'member'; member: TillMember }
  /** A coupon shown by its member: the member, and which of their coupons. */
  | { kind: 'coupon'; member: TillMember; coupon: MemberCoupon }
  | { kind: 'lead'; lead: Lead }
  | { kind: 'promo'; whatsapp: string; requests: PromoRequest[] }
  | { kind: 'repair'; ticket: TillTicket }
  /** Nothing matches: what was looked for, in words. */
  | { kind: 'none'; code: TillCode | null };

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

const ORDER: Record<CouponState, number> = {
  bisa: 0,
  dipakai: 1,
  nonaktif: 2,
  berakhir: 3,
  'belum-diklaim': 4,
};

async function memberOf(nomor: string, now: Date): Promise<TillMember | null> {
  const card = await getDocById(`nomor_member/${nomor}`);
  const uid = typeof card?.data.uid === 'string' ? card.data.uid : '';
  if (!uid) return null;
  const [profile, claims, coupons, balance, rewards, rate] = await Promise.all([
    getDocById(`users/${uid}`),
    readCollection(`users/${uid}/kupon`),
    readCollection('coupons'),
    getDocById(`poin/${uid}`),
    readCollection('reward'),
    getDocById('pengaturan/poin'),
  ]);
  if (!profile) return null;
  const { nama, whatsapp } = toMemberProfile(profile);
  const byId = new Map(coupons.map((c) => [c.id, toCoupon(c)]));
  const mine = claims.flatMap((doc): MemberCoupon[] => {
    const coupon = byId.get(doc.id);
    if (!coupon) return [];
    const claim = toCouponClaim(doc);
    return [{ coupon, claim, state: couponState(facts(coupon), claim, now) }];
  });
  return {
    uid,
    nomor,
    nama,
    whatsapp,
    saldo: num(balance?.data.saldo),
    coupons: mine.sort((a, b) => ORDER[a.state] - ORDER[b.state]),
    rewards: rewards
      .map(toReward)
      .filter((r) => r.poin > 0)
      .sort((a, b) => a.poin - b.poin),
    rupiahPerPoin: rate ? num(rate.data.rupiahPerPoin) || null : null,
  };
}

const facts = (c: Coupon) => ({ aktif: c.aktif === true, berlakuSampai: c.berlakuSampai ?? '' });

async function couponOf(code: Extract<TillCode, { kind: 'coupon' }>, now: Date): Promise<Recognised> {
  const member = await memberOf(code.nomor, now);
  if (!member) return { kind: 'none', code };
  let found = member.coupons.find((c) =>
    'couponId' in code ? c.coupon.id === code.couponId : c.coupon.kode.toUpperCase() === code.kode,
  );
  if (!found) {
    // A coupon of the shop this member never claimed: shown as such.
    const all = (await readCollection('coupons')).map(toCoupon);
    const coupon = all.find((c) =>
      'couponId' in code ? c.id === code.couponId : c.kode.toUpperCase() === code.kode,
    );
    if (!coupon) return { kind: 'none', code };
    found = { coupon, claim: null, state: 'belum-diklaim' };
  }
  return { kind: 'coupon', member, coupon: found };
}

async function leadOf(ref: string): Promise<Lead | null> {
  const claimed = await getDocById(`tukar_tambah_ref/${ref}`);
  const id = typeof claimed?.data.lead === 'string' ? claimed.data.lead : '';
  const doc = id ? await getDocById(`tukar_tambah/${id}`) : null;
  return doc && toLead(doc);
}

/**
 * Promo requests sent from this number, newest first. They are stored as the visitor
 * typed the number ('0812 3456 7890', '+62 812-…'), which no query can match: the
 * requests are read and compared as digits.
 */
async function requestsFrom(whatsapp: string): Promise<PromoRequest[]> {
  const all = (await readCollection('promo_request')).map(toPromoRequest);
  return newestFirst(all.filter((r) => whatsappDigits(r.whatsapp) === whatsapp));
}

/** The ticket as the repair status page reads it, and what the till has taken for it. */
function toTillTicket(doc: PlainDoc): TillTicket {
  const { code, nama, perangkat, status, total } = toRepairRecord(doc);
  const paid = doc.data.dibayar;
  return {
    code,
    nama,
    perangkat,
    status,
    total,
    dibayar: typeof paid === 'object' && paid !== null ? num((paid as Record<string, unknown>).jumlah) : 0,
  };
}

/** What a scanned or typed text is, read from the shop's data now. */
export async function recognise(raw: string, now = new Date()): Promise<Recognised> {
  const code = parseTillCode(raw);
  if (!code) return { kind: 'none', code };
  switch (code.kind) {
    case 'member': {
      const member = await memberOf(code.nomor, now);
      return member ? { kind: 'member', member } : { kind: 'none', code };
    }
    case 'coupon':
      return couponOf(code, now);
    case 'lead': {
      const lead = await leadOf(code.ref);
      return lead ? { kind: 'lead', lead } : { kind: 'none', code };
    }
    case 'phone': {
      const requests = await requestsFrom(code.whatsapp);
      return requests.length ? { kind: 'promo', whatsapp: code.whatsapp, requests } : { kind: 'none', code };
    }
    case 'repair': {
      const doc = await getDocById(`servisan/${code.code}`);
      return doc ? { kind: 'repair', ticket: toTillTicket(doc) } : { kind: 'none', code };
    }
  }
}

/** A member's card read again (after a sale or a reward: the balance and coupons moved). */
export const reloadMember = (nomor: string, now = new Date()) => memberOf(nomor, now);

/** Something the shop sells, with its price, to pick into a sale. */
export interface CatalogueItem {
  key: string;
  nama: string;
  harga: number;
  /** Where it is from, in words: 'HP Baru', 'Aksesoris'… */
  jenis: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The phones (new and second prices), accessories, spare parts and repair prices, as one list. */
export async function listCatalogue(): Promise<CatalogueItem[]> {
  const [phones, accessories, parts, repairs] = await Promise.all([
    listRecords('pricelist'),
    listRecords('aksesoris'),
    listRecords('sparepart'),
    listRecords('pricelist_servisan'),
  ]);
  const items: CatalogueItem[] = [];
  // An item with no price (0, empty) is not sold: it is left out.
  const add = (key: string, nama: string, price: unknown, jenis: string) => {
    const harga = num(price);
    if (harga > 0) items.push({ key, nama, harga, jenis });
  };
  for (const { id, data } of phones) {
    const name = [text(data.brand), text(data.type)].filter(Boolean).join(' ');
    add(`pricelist:${id}:baru`, `${name} (Baru)`, data.baru, 'HP baru');
    add(`pricelist:${id}:second`, `${name} (Second)`, data.second, 'HP second');
  }
  for (const { id, data } of accessories) add(`aksesoris:${id}`, text(data.nama), data.harga, 'Aksesoris');
  for (const { id, data } of parts) add(`sparepart:${id}`, text(data.nama), data.harga, 'Sparepart');
  for (const { id, data } of repairs)
    add(`pricelist_servisan:${id}`, `Servis ${text(data.type)} – ${text(data.jenis)}`, data.biaya, 'Servis');
  return items.filter((i) => i.nama);
}

/** Records the sale (one transaction: core/data/till.ts). */
export const saveSale = (input: SaleInput, by: Admin): Promise<SaleOutcome> => recordSale(input, by);

/** Pays a reward with the member's points. */
export const payReward = (member: string, reward: string, by: Admin): Promise<RedeemOutcome> =>
  redeemReward(member, reward, by);

/** When a used coupon was used, read afresh for the refusal's words (null: not known). */
export async function usedOn(member: string, couponId: string): Promise<Date | null> {
  const claim = await getDocById(`users/${member}/kupon/${couponId}`);
  return claim ? toCouponClaim(claim).dipakai : null;
}
