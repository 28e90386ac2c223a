import { collection, reader } from './read';

export const PLACEHOLDER_PHOTO = '/img/placeholder-avatar.svg';

export const testimoni = collection({
  collection: 'testimoni',
  fields: [
    { name: 'nama', label: 'Nama', type: 'text', required: true, maxLength: 100 },
    { name: 'rating', label: 'Rating (0–5)', type: 'number', required: true, min: 0, max: 5, whole: true },
    { name: 'pesan', label: 'Pesan', type: 'longtext', required: true, maxLength: 1000 },
    { name: 'foto', label: 'Foto', type: 'image', maxLength: 500, orElse: PLACEHOLDER_PHOTO },
  ],
});

export const toTestimonial = reader(testimoni);
