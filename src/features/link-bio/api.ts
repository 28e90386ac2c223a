// /link inside the app: the shop's contact and its testimonials' ratings, read once
// the page has loaded (the built /link page has them from the build).
import { toTestimonial } from '../../firebase/specs/testimoni';
import { getShopContact } from '../../firebase/visitor/shop-contact';
import { listDocs } from '../../firebase/visitor/visitor-read';
import { ratingOf, type ShopFacts } from './link-content';

export async function readShop(): Promise<{ whatsapp: string; facts: ShopFacts }> {
  const [contact, testimonials] = await Promise.all([
    getShopContact(),
    listDocs('testimoni', { cache: true }).catch(() => []),
  ]);
  return {
    whatsapp: contact.whatsapp,
    facts: {
      alamat: contact.alamat,
      jam: contact.jam,
      rating: ratingOf(testimonials.map((d) => toTestimonial(d).rating)),
    },
  };
}
