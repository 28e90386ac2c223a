// Who and what the next sale is for, gathered from the codes shown at the counter:
// a member card, one of their coupons, and where the customer came from (a trade-in
// lead, a promo request, a repair ticket). Each code adds to it; pure and tested.
import type { SaleSource } from '../../../firebase/specs/penjualan.view';
import type { MemberCoupon, Recognised, TillMember } from './api';

export interface SaleOrigin {
  sumber: Exclude<SaleSource, 'walk-in' | 'kupon'>;
  sumberId: string;
  /** In words: 'Tukar tambah TT-4821'. */
  label: string;
  /** A suggested first row (a repair's total, a lead's new phone), when there is one. */
  row?: { nama: string; harga: number };
}

export interface SaleContext {
  member: TillMember | null;
  /** A coupon of the member's that can be used now. */
  coupon: MemberCoupon | null;
  origin: SaleOrigin | null;
}

export const EMPTY_CONTEXT: SaleContext = { member: null, coupon: null, origin: null };

/** The context with what a code turned out to be; a different member drops the coupon of the last. */
export function withRecognised(ctx: SaleContext, found: Recognised): SaleContext {
  switch (found.kind) {
    case 'member':
      return {
        ...ctx,
        member: found.member,
        coupon: ctx.member?.uid === found.member.uid ? ctx.coupon : null,
      };
    case 'coupon':
      return {
        ...ctx,
        member: found.member,
        coupon: found.coupon.state === 'bisa' ? found.coupon : null,
      };
    case 'lead': {
      const { lead } = found;
      return {
        ...ctx,
        origin: {
          sumber: 'tukar_tambah',
          sumberId: lead.id,
          label: `Tukar tambah ${lead.ref}`,
          ...(lead.mode === 'tukar' && lead.hpBaru && lead.hargaBaru
            ? { row: { nama: lead.hpBaru, harga: lead.hargaBaru } }
            : {}),
        },
      };
    }
    case 'promo': {
      const latest = found.requests[0]!;
      return {
        ...ctx,
        origin: { sumber: 'promo_request', sumberId: latest.id, label: `Pengajuan promo ${latest.nama}` },
      };
    }
    case 'repair': {
      const { ticket } = found;
      const left = Math.max(0, ticket.total - ticket.dibayar);
      return {
        ...ctx,
        origin: {
          sumber: 'servisan',
          sumberId: ticket.code,
          label: `Servis ${ticket.code}`,
          ...(left > 0 ? { row: { nama: `Servis ${ticket.perangkat || ticket.code}`, harga: left } } : {}),
        },
      };
    }
    case 'none':
      return ctx;
  }
}

/** The sale's source as stored: the origin, else the coupon that brought them, else walk-in. */
export function sourceOf(ctx: SaleContext): { sumber: SaleSource; sumberId?: string } {
  if (ctx.origin) return { sumber: ctx.origin.sumber, sumberId: ctx.origin.sumberId };
  return { sumber: ctx.coupon ? 'kupon' : 'walk-in' };
}
