import { collection, singletonReader } from './read';

export const kontak = collection({
  collection: 'kontak',
  offline: true,
  singleton: 'aktif',
  fields: [
    { name: 'whatsapp', label: 'WhatsApp', type: 'text', maxLength: 20, hint: 'Contoh: 081234567890' },
    {
      name: 'instagram',
      label: 'Instagram',
      type: 'text',
      maxLength: 200,
      hint: '@akun atau alamat halaman',
    },
    { name: 'tiktok', label: 'TikTok', type: 'text', maxLength: 200 },
    { name: 'facebook', label: 'Facebook', type: 'text', maxLength: 200 },
    { name: 'shopee', label: 'Shopee', type: 'text', maxLength: 200 },
    { name: 'alamat', label: 'Alamat', type: 'longtext', maxLength: 300 },
    { name: 'email', label: 'E-mail', type: 'text', maxLength: 100 },
    { name: 'jam', label: 'Jam Buka', type: 'text', maxLength: 200 },
  ],
});

/** The shop's contact; every field '' when the document is missing. */
export const toContact = singletonReader(kontak);
