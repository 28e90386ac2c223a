import { getShopContact } from '../firebase/shop-contact';
import type { Contact } from '../firebase/types';
import { useLoad, type LoadResult } from './useLoad';

/**
 * The shop's contact, read once per visit (the read is cached). Read again when
 * `refresh` changes: pass the page's own load status, so a page that came back
 * with 'Coba lagi' after a lost connection gets the contact too.
 */
export function useShopContact(refresh: unknown = ''): LoadResult<Contact> {
  return useLoad(getShopContact, `kontak:${String(refresh)}`);
}

/** The shop's WhatsApp number for chat links; '' until known. */
export function useShopWhatsApp(refresh?: unknown): string {
  const contact = useShopContact(refresh);
  return contact.status === 'ready' ? contact.data.whatsapp : '';
}
