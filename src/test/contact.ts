import { envResult } from '../config/env';
import type { Contact } from '../firebase/types';
import { contact } from './records';

/** The shop's contact with only a WhatsApp number set (or more, by override). */
export const shopContact = (whatsapp: string, more: Partial<Contact> = {}): Contact =>
  contact({ whatsapp, ...more });

/**
 * As a build without VITE_SHOP_WHATSAPP (.env.test sets a demo one) until the
 * returned function is called.
 */
export function withoutBuildNumber(): () => void {
  if (!envResult.ok) return () => {};
  const env = envResult.env;
  const kept = env.shopWhatsApp;
  env.shopWhatsApp = '';
  return () => {
    env.shopWhatsApp = kept;
  };
}
