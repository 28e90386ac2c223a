// Home data (SPEC §7): kontak/aktif, promo/promo_aktif and the testimoni list,
// read through the tab's catalogue cache and returned as plain typed objects.
import { PLACEHOLDER_PHOTO, toContact, toPromo, toTestimonial } from '../../firebase/converters';
import { getDocById, listDocs } from '../../firebase/public-db';
import { resolveImageUrl } from '../../firebase/storage';
import type { Contact, Promo, Testimonial } from '../../firebase/types';

export type { Contact, Promo, Testimonial };

/** An image field as a usable URL; '' (or the fallback) when it cannot be resolved. */
async function imageUrl(src: string, fallback = ''): Promise<string> {
  if (!src) return fallback;
  try {
    return (await resolveImageUrl(src)) || fallback;
  } catch (error) {
    console.warn('Image could not be resolved', src, error);
    return fallback;
  }
}

/** The shop's contact; every field '' when the document is missing. */
export async function fetchContact(): Promise<Contact> {
  return toContact(await getDocById('kontak/aktif', { cache: true }));
}

/** The active promo, or null when there is none. */
export async function fetchPromo(): Promise<Promo | null> {
  const doc = await getDocById('promo/promo_aktif', { cache: true });
  if (!doc) return null;
  const promo = toPromo(doc);
  return { ...promo, gambar: await imageUrl(promo.gambar) };
}

/** Every testimonial, with a usable photo (the placeholder when missing). */
export async function fetchTestimonials(): Promise<Testimonial[]> {
  const docs = await listDocs('testimoni', { cache: true });
  return Promise.all(
    docs.map(async (d) => {
      const t = toTestimonial(d);
      return { ...t, foto: await imageUrl(t.foto, PLACEHOLDER_PHOTO) };
    }),
  );
}
