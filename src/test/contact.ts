import type { Contact } from '../firebase/types';

/** The shop's contact with only a WhatsApp number set (or more, by override). */
export const shopContact = (whatsapp: string, more: Partial<Contact> = {}): Contact => ({
  whatsapp,
  instagram: '',
  tiktok: '',
  facebook: '',
  shopee: '',
  alamat: '',
  email: '',
  jam: '',
  ...more,
});
