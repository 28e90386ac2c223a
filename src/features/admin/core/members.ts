// The member list and the claim counts, pure: profiles as the admin sees them
// (read-only), the search, and claims counted per coupon.
import { readDate as date } from '../../../lib/date-text';
import { text } from '../../../firebase/specs/read';
import type { PlainDoc } from '../../../firebase/plain';
import { formatDate } from '../../../lib/dates';

export interface MemberRow {
  id: string;
  nama: string;
  /** noWa (registration) or whatsapp (older profiles). */
  whatsapp: string;
  email: string;
  /** When the profile was created; null for old profiles without createdAt. */
  joined: Date | null;
  admin: boolean;
}

export function toMemberRow({ id, data }: PlainDoc): MemberRow {
  return {
    id,
    nama: text(data.nama),
    whatsapp: text(data.noWa) || text(data.whatsapp),
    email: text(data.email),
    joined: date(data.createdAt),
    admin: data.role === 'admin',
  };
}

/**
 * A member's details as the list shows them: only what the profile holds, never a
 * '-' for an empty contact ('Belum ada kontak' when there is neither).
 */
export function memberDetails(r: Pick<MemberRow, 'whatsapp' | 'email' | 'joined'>): string[] {
  const contact = [r.whatsapp && `WhatsApp: ${r.whatsapp}`, r.email && `E-mail: ${r.email}`].filter(Boolean);
  return [
    ...(contact.length ? contact : ['Belum ada kontak']),
    ...(r.joined ? [`Bergabung: ${formatDate(r.joined)}`] : []),
  ];
}

/** Newest members first; profiles without a date last, by name. */
export function newestFirst(rows: readonly MemberRow[]): MemberRow[] {
  return [...rows].sort((a, b) => {
    const ta = a.joined?.getTime() ?? Number.NEGATIVE_INFINITY;
    const tb = b.joined?.getTime() ?? Number.NEGATIVE_INFINITY;
    return ta === tb ? a.nama.localeCompare(b.nama, 'id') : tb > ta ? 1 : -1;
  });
}

/** Members whose name, WhatsApp or e-mail contain every word of the query (digits of a number too). */
export function searchMembers(rows: readonly MemberRow[], query: string): MemberRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((r) => {
    const haystack = `${r.nama} ${r.whatsapp} ${r.whatsapp.replace(/\D/g, '')} ${r.email}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** Claims per coupon: a claim's document id is the coupon's id (users/{uid}/kupon/{couponId}). */
export function countClaims(claims: readonly { id: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of claims) counts[c.id] = (counts[c.id] ?? 0) + 1;
  return counts;
}
