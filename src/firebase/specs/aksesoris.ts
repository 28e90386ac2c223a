import { collection, price, reader, stock } from './read';

export const DEFAULT_ACCESSORY_CATEGORY = 'Lainnya';

export const aksesoris = collection({
  collection: 'aksesoris',
  offline: true,
  tapItems: true,
  fields: [
    { name: 'nama', label: 'Nama', type: 'text', required: true, maxLength: 120 },
    { name: 'merk', label: 'Merk', type: 'text', maxLength: 60 },
    {
      name: 'kategori',
      label: 'Kategori',
      type: 'text',
      maxLength: 60,
      hint: 'Kalau dikosongkan, masuk kategori Lainnya.',
      orElse: DEFAULT_ACCESSORY_CATEGORY,
    },
    price('harga', 'Harga'),
    stock,
    { name: 'gambar', label: 'Gambar', type: 'image', maxLength: 500 },
  ],
});

export const toAccessory = reader(aksesoris);
