import { readDate } from '../../lib/date-text';
import { collection, datedReader, price, stock } from './read';

export const PRICELIST_KATEGORI = ['hp', 'android', 'laptop', 'mac'] as const;

export const pricelist = collection({
  collection: 'pricelist',
  offline: true,
  tapItems: true,
  createdAtField: 'createdAt',
  fields: [
    { name: 'brand', label: 'Merk', type: 'text', required: true, maxLength: 60 },
    { name: 'type', label: 'Tipe', type: 'text', required: true, maxLength: 120 },
    {
      name: 'kategori',
      label: 'Kategori',
      type: 'choice',
      required: true,
      options: PRICELIST_KATEGORI,
      optionLabels: { hp: 'iPhone', android: 'Android', laptop: 'Laptop', mac: 'Mac' },
    },
    { name: 'colours', label: 'Warna', type: 'list', maxLength: 200, hint: 'Pisahkan dengan koma' },
    price('baru', 'Harga Baru'),
    price('second', 'Harga Second'),
    stock,
  ],
});

export const toPricelistItem = datedReader(pricelist, readDate);
