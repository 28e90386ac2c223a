import { collection, price, reader, stock } from './read';

export const sparepart = collection({
  collection: 'sparepart',
  offline: true,
  tapItems: true,
  fields: [
    { name: 'nama', label: 'Nama', type: 'text', required: true, maxLength: 120 },
    { name: 'kategori', label: 'Kategori', type: 'text', required: true, maxLength: 60 },
    price('harga', 'Harga'),
    stock,
  ],
});

export const toSparepart = reader(sparepart);
