// Home data: promo/promo_aktif and the testimoni list (the shop's contact comes
// from ui/useShopContact), read through the tab's catalogue cache and returned as
// plain typed objects.
import { toPromo } from '../../firebase/specs/promo';
import { PLACEHOLDER_PHOTO, toTestimonial } from '../../firebase/specs/testimoni';
import { getDocById, listDocs } from '../../firebase/visitor/visitor-read';
import { resolveImageUrl } from '../../firebase/storage';
import type { Promo, Testimonial } from '../../firebase/types';

export type { Promo, Testimonial };

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

/** The active promo, or null when there is none. */
export async function getPromo(): Promise<Promo | null> {
  const doc = await getDocById('promo/promo_aktif', { cache: true });
  if (!doc) return null;
  const promo = toPromo(doc);
  return { ...promo, gambar: await imageUrl(promo.gambar) };
}

/** Every testimonial, with a usable photo (the placeholder when missing). */
export async function listTestimonials(): Promise<Testimonial[]> {
  const docs = await listDocs('testimoni', { cache: true });
  return Promise.all(
    docs.map(async (d) => {
      const t = toTestimonial(d);
      return { ...t, foto: await imageUrl(t.foto, PLACEHOLDER_PHOTO) };
    }),
  );
}
