import { collection, singletonReader } from './read';

export const promo = collection({
  collection: 'promo',
  singleton: 'promo_aktif',
  fields: [
    { name: 'judul', label: 'Judul', type: 'text', required: true, maxLength: 200 },
    { name: 'slider', label: 'Baris Slider', type: 'lines', maxLength: 1000, hint: 'Satu baris per kalimat' },
    { name: 'gambar', label: 'Gambar', type: 'image', maxLength: 500 },
  ],
});

export const toPromo = singletonReader(promo);
