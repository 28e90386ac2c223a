import { envResult } from '../config/env';
import { getShopContact } from '../firebase/visitor/shop-contact';
import type { Contact } from '../firebase/types';
import { firstWhatsApp } from '../lib/chat';
import { useLoad, type LoadResult, type LoadState } from './useLoad';

/**
 * The shop's contact, read once per visit (the read is cached). Read again when
 * `refresh` changes: pass the page's own load status, so a page that came back
 * with 'Coba lagi' after a lost connection gets the contact too.
 */
export function useShopContact(refresh: unknown = ''): LoadResult<Contact> {
  return useLoad(getShopContact, `kontak:${String(refresh)}`);
}

/** The build's number (VITE_SHOP_WHATSAPP), '' when not set. */
const buildNumber = (): string => (envResult.ok ? envResult.env.shopWhatsApp : '');

/**
 * The number chat links go to: the shop's (kontak) once read, else the build's
 * while kontak is loading, failed or has none; '' when neither is there, and
 * then chat controls are shown disabled.
 */
export function shopChatNumber(contact: LoadState<Contact>, fallback = buildNumber()): string {
  return firstWhatsApp(contact.status === 'ready' ? contact.data.whatsapp : '', fallback);
}

/** The shop's WhatsApp number for chat links (see shopChatNumber). */
export function useShopWhatsApp(refresh?: unknown): string {
  return shopChatNumber(useShopContact(refresh));
}
