// A shop contact field as a link: handles or full URLs both work. Shared by the
// public contact blocks and the admin's preview of them.
import { whatsAppLink } from './chat.ts'; // with .ts: the build's Vite config loads this file in Node (scripts/lib/structured-data.ts)

export type SocialKind = 'whatsapp' | 'instagram' | 'tiktok' | 'facebook' | 'shopee';

/** The header's links: WhatsApp, Instagram, TikTok, Facebook, Shopee. */
export const SOCIAL_KINDS: readonly SocialKind[] = ['whatsapp', 'instagram', 'tiktok', 'facebook', 'shopee'];

export const SOCIAL_LABELS: Record<SocialKind, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  shopee: 'Shopee',
};

const PROFILE_BASE: Record<Exclude<SocialKind, 'whatsapp'>, string> = {
  instagram: 'https://www.instagram.com/',
  tiktok: 'https://www.tiktok.com/@',
  facebook: 'https://www.facebook.com/',
  shopee: 'https://shopee.co.id/',
};

function httpUrl(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

/**
 * A link for one contact field: a full URL as is (http/https only), a URL
 * without its scheme ('instagram.com/x') with https, a handle ('@x' or 'x') on
 * the network's profile address; WhatsApp numbers in any local form go to wa.me.
 * '' when the value is empty or unusable.
 */
export function socialUrl(kind: SocialKind, value: string): string {
  const v = value.trim();
  if (!v) return '';
  if (kind === 'whatsapp') return whatsAppLink(v) ?? '';
  if (/^[a-z][a-z\d+.-]*:/i.test(v)) return httpUrl(v);
  if (/^(www\.)?[\w-]+(\.[\w-]+)+\//i.test(v)) return httpUrl(`https://${v}`);
  const handle = v.replace(/^@+/, '').replace(/\/+$/, '');
  return handle ? PROFILE_BASE[kind] + encodeURIComponent(handle) : '';
}
