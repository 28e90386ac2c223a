// A profile and a claimed coupon as the app reads them, apart from the spec (users.view.ts,
// the registry's): a member page loads the reader alone. Their types come from the spec
// (types.ts), so a field added there must be read here.
import { readDate as date } from '../../lib/date-text';
import type { PlainDoc } from '../plain';
import type * as T from '../types';
import { text } from './read';

/** A profile written at registration holds noWa; one saved since, whatsapp. */
export const toMemberProfile = ({ id, data }: PlainDoc): T.MemberProfile => ({
  uid: id,
  nama: text(data.nama),
  whatsapp: text(data.whatsapp) || text(data.noWa),
  email: text(data.email),
  role: text(data.role),
  createdAt: date(data.createdAt),
});

export const toCouponClaim = ({ id, data }: PlainDoc): T.CouponClaim => ({
  couponId: id,
  waktu: date(data.waktu),
  status: text(data.status),
  // Used at the till: when, and by which sale (none until then).
  dipakai: date(data.dipakai),
  penjualan: text(data.penjualan),
});
