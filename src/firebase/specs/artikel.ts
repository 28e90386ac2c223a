import { collection, reader } from './read';

export const artikel = collection({
  collection: 'artikel',
  offline: true,
  fields: [
    { name: 'judul', label: 'Judul', type: 'text', required: true, maxLength: 200 },
    {
      name: 'isi',
      label: 'Isi',
      type: 'longtext',
      required: true,
      maxLength: 20000,
      hint: 'Baris kosong memisahkan paragraf.',
      untrimmed: true,
    },
    { name: 'cover', label: 'Gambar Sampul', type: 'image', maxLength: 500 },
  ],
});

export const toArticle = reader(artikel);
