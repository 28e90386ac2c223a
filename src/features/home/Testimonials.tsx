import { Suspense, lazy, useRef } from 'react';
import type { Testimonial } from '../../firebase/types';
import { Loading } from '../../ui/LoadFaces';
import { LoadView } from '../../ui/LoadView';
import type { LoadResult } from '../../ui/useLoad';
import { useNearViewport } from '../../ui/useNearViewport';
import { Stars } from './Stars';
import { ratingText } from '../../lib/rating';
import { averageRating } from './testimonials';

const TestimonialSlider = lazy(() => import('./TestimonialSlider'));

/** Customer testimonials with their own loading, empty and error faces. */
export function Testimonials({ testimonials }: { testimonials: LoadResult<Testimonial[]> }) {
  const section = useRef<HTMLElement>(null);
  // Swiper is the largest piece of the home page: fetch it only when the visitor scrolls near.
  const near = useNearViewport(section);
  return (
    <section ref={section} className="testimonials container my-5" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="mb-1">
        Kata Pelanggan
      </h2>
      <LoadView
        load={testimonials}
        loading="Memuat testimoni..."
        error="Testimoni gagal dimuat."
        empty="Belum ada testimoni."
      >
        {(list) => (
          <>
            <Summary list={list} />
            {near && (
              <Suspense fallback={<Loading label="Memuat testimoni..." />}>
                <TestimonialSlider testimonials={list} />
              </Suspense>
            )}
          </>
        )}
      </LoadView>
    </section>
  );
}

/** The average of the ratings shown, and how many there are. */
function Summary({ list }: { list: Testimonial[] }) {
  const average = averageRating(list);
  return (
    <p className="d-flex flex-wrap align-items-center gap-2 text-body-secondary mb-3">
      <span aria-hidden="true">
        <Stars rating={average} />
      </span>
      <span>
        Rata-rata <strong className="text-body">{ratingText(average)}</strong> dari 5 · {list.length} ulasan
      </span>
    </p>
  );
}
