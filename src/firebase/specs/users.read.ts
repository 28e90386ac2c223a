// A profile and a claimed coupon as the app reads them, apart from the spec (users.view.ts),
// which the login and profile forms load for their limits alone.
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
});
