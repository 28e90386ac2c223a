import { Suspense, lazy, useRef } from 'react';
import type { Testimonial } from '../../firebase/types';
import { Empty, LoadError, Loading } from '../../ui/LoadFaces';
import type { LoadState } from '../../ui/useLoad';
import { useNearViewport } from '../../ui/useNearViewport';

const TestimonialSlider = lazy(() => import('./TestimonialSlider'));

/** Customer testimonials with their own loading, empty and error faces. */
export function Testimonials({
  testimonials,
  onRetry,
}: {
  testimonials: LoadState<Testimonial[]>;
  onRetry: () => void;
}) {
  const section = useRef<HTMLElement>(null);
  // Swiper is the largest piece of the home page: fetch it only when the visitor scrolls near.
  const near = useNearViewport(section);
  return (
    <section ref={section} className="testimonials container my-5" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="h4 fw-bold mb-3">
        Kata Pelanggan
      </h2>
      {testimonials.status === 'loading' && <Loading label="Memuat testimoni..." />}
      {testimonials.status === 'error' && <LoadError onRetry={onRetry} message="Testimoni gagal dimuat." />}
      {testimonials.status === 'ready' &&
        near &&
        (testimonials.data.length === 0 ? (
          <Empty>Belum ada testimoni.</Empty>
        ) : (
          <Suspense fallback={<Loading label="Memuat testimoni..." />}>
            <TestimonialSlider testimonials={testimonials.data} />
          </Suspense>
        ))}
    </section>
  );
}
