// Contact links and values for the home page: handles or full URLs both work.
import { whatsAppLink } from '../../lib/chat';
import { SOCIAL_KINDS, SOCIAL_LABELS, socialUrl, type SocialKind } from '../../lib/social-links';
import type { Contact } from '../../firebase/types';

/** Prefilled chat texts. */
export const CHAT_TEXT = 'Halo ONE GADGET, saya mau tanya-tanya dulu ya.';
/** The popup's chat: the promo asked about by its title. */
export function promoChatText(judul: string): string {
  return `Halo ONE GADGET, saya mau tanya promo "${judul}".`;
}
export const CUSTOM_CASE_TEXT = 'Halo ONE GADGET, saya mau pesan custom case HP. Tipe HP saya: ';

/** The chat widget's topics. */
export const CHAT_TOPICS = [
  'Harga HP baru & second',
  'Tukar tambah HP lama',
  'Servis HP, laptop & Mac',
  'Aksesoris & custom case',
] as const;

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

/** The address on Google Maps (a search, so any written address works); '' when there is none. */
export function mapsLink(alamat: string): string {
  const address = alamat.trim();
  return address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : '';
}

/** '-' when a contact value is missing. */
export function orDash(value: string): string {
  return value.trim() || '-';
}

/** True when the contact document has nothing to show. */
export function isEmptyContact(contact: Contact): boolean {
  return Object.values(contact).every((v) => !v.trim());
}
