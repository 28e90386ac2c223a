// Contact links and values for the home page: handles or full URLs both work.
import { whatsAppLink } from '../../lib/chat';
import type { Contact } from '../../firebase/types';

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

/** Prefilled chat texts. */
export const CHAT_TEXT = 'Halo ONE GADGET, saya mau tanya-tanya dulu ya.';
export const CUSTOM_CASE_TEXT = 'Halo ONE GADGET, saya mau pesan custom case HP. Tipe HP saya: ';

/** The chat widget's topics. */
export const CHAT_TOPICS = [
  'Harga HP baru & second',
  'Tukar tambah HP lama',
  'Servis HP, laptop & Mac',
  'Aksesoris & custom case',
] as const;

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

export interface ContactLink {
  kind: SocialKind;
  label: string;
  href: string;
}

/** Only the links that are set (and usable). */
export function contactLinks(contact: Contact): ContactLink[] {
  return SOCIAL_KINDS.flatMap((kind) => {
    const href = socialUrl(kind, contact[kind]);
    return href ? [{ kind, label: SOCIAL_LABELS[kind], href }] : [];
  });
}

/** The shop's marketplace: kontak.shopee when set, otherwise the configured shop URL. */
export function shopLink(contact: Contact | null, fallback: string): string {
  return (contact && socialUrl('shopee', contact.shopee)) || fallback;
}

/** A chat link with text, or '' when there is no usable number. */
export function chatLink(whatsapp: string, text: string): string {
  return whatsAppLink(whatsapp, text) ?? '';
}

/** '-' when a contact value is missing. */
export function orDash(value: string): string {
  return value.trim() || '-';
}

/** True when the contact document has nothing to show. */
export function isEmptyContact(contact: Contact): boolean {
  return Object.values(contact).every((v) => !v.trim());
}
