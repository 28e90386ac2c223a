// The testimonial slider's settings (Swiper options).
import type { SwiperOptions } from 'swiper/types';

/** 1 per view, 2 from 768 px, 3 from 1024 px; autoplay 3.5 s; 30 px apart; clickable dots. */
export const TESTIMONIAL_SWIPER = {
  slidesPerView: 1,
  spaceBetween: 30,
  breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
  autoplay: { delay: 3500, disableOnInteraction: false, pauseOnMouseEnter: true },
  pagination: { clickable: true },
  rewind: true,
  a11y: {
    paginationBulletMessage: 'Ke testimoni {{index}}',
    slideLabelMessage: 'Testimoni {{index}} dari {{slidesLength}}',
    containerMessage: 'Testimoni pelanggan',
  },
} satisfies SwiperOptions;

/** The average of the ratings given (0 for none), for the summary and the hero's line. */
export function averageRating(list: readonly { rating: number }[]): number {
  return list.length === 0 ? 0 : list.reduce((sum, t) => sum + t.rating, 0) / list.length;
}
