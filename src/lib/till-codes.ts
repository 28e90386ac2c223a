// The codes a customer brings to the counter, and how the till tells them apart:
// a member's card, a coupon they claimed, a trade-in lead's reference, the
// WhatsApp number a promo request came from, and a repair ticket's code. The card
// and the coupon show a QR code (the payloads below) and a code short enough to
// type; the till reads either. Repair codes start with OG- too, so a member number
// is digits only, never led by a 0 (which starts a phone number).

/** A trade-in lead's reference, as the calculator makes it (src/firebase/specs/tukar-tambah.ts holds the same). */
const LEAD_REF_PATTERN = /^TT-[0-9]{4}$/;

/** A member number: eight digits, the first not 0. */
export const MEMBER_NUMBER_PATTERN = /^[1-9][0-9]{7}$/;

const MEMBER_QR = 'OGM:';
const COUPON_QR = 'OGK:';

/** A new random member number; the member's card claims it (a taken one is drawn again). */
export function newMemberNumber(random: () => number = cryptoUnit): string {
  return String(10_000_000 + Math.floor(random() * 90_000_000));
}

function cryptoUnit(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
}

/** '28410937' → '2841 0937', easier to read out at the counter. */
export const formatMemberNumber = (nomor: string): string => `${nomor.slice(0, 4)} ${nomor.slice(4)}`;

/** What the member card's QR code holds. */
export const memberQrText = (nomor: string): string => `${MEMBER_QR}${nomor}`;

/** What a claimed coupon's QR code holds: the member and the coupon's id. */
export const couponQrText = (nomor: string, couponId: string): string => `${COUPON_QR}${nomor}:${couponId}`;

/** The coupon's code to type at the till: the member number and the coupon's kode. */
export const couponTypedCode = (nomor: string, kode: string): string => `${nomor}-${kode}`;

export type TillCode =
  | { kind: 'member'; nomor: string }
  /** A coupon: from its QR code its id, typed its kode (the till finds the coupon by it). */
  | { kind: 'coupon'; nomor: string; couponId: string }
  | { kind: 'coupon'; nomor: string; kode: string }
  | { kind: 'lead'; ref: string }
  /** A WhatsApp number as 62…: the promo requests sent from it. */
  | { kind: 'phone'; whatsapp: string }
  | { kind: 'repair'; code: string };

/**
 * What a scanned or typed text is, or null when it cannot be any code the till
 * knows. A repair code is anything else a ticket's code could be; the till then
 * looks it up, and says so when nothing matches.
 */
export function parseTillCode(raw: string): TillCode | null {
  const text = raw.trim();
  if (text.startsWith(MEMBER_QR)) {
    const nomor = text.slice(MEMBER_QR.length);
    return MEMBER_NUMBER_PATTERN.test(nomor) ? { kind: 'member', nomor } : null;
  }
  if (text.startsWith(COUPON_QR)) {
    const [nomor = '', couponId] = text.slice(COUPON_QR.length).split(':');
    return MEMBER_NUMBER_PATTERN.test(nomor) && couponId ? { kind: 'coupon', nomor, couponId } : null;
  }
  const typed = text.toUpperCase().replace(/\s+/g, ' ');
  const digits = typed.replace(/[\s.-]/g, '');
  if (MEMBER_NUMBER_PATTERN.test(digits)) return { kind: 'member', nomor: digits };
  const coupon = /^([1-9][0-9]{3}) ?([0-9]{4}) ?[- ] ?([A-Z0-9_-]{1,40})$/.exec(typed);
  if (coupon) {
    const [, first = '', second = '', kode = ''] = coupon;
    return { kind: 'coupon', nomor: first + second, kode };
  }
  const ref = typed.replace(/^TT ?-? ?/, 'TT-');
  if (LEAD_REF_PATTERN.test(ref)) return { kind: 'lead', ref };
  const phone = /^(\+?62|0)8[0-9]{7,12}$/.exec(digits);
  if (phone) return { kind: 'phone', whatsapp: `62${digits.slice(phone[1]?.length ?? 0)}` };
  const code = typed.replace(/\s/g, '');
  return /^[A-Z0-9][A-Z0-9-]{2,39}$/.test(code) ? { kind: 'repair', code } : null;
}
