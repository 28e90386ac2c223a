// The Swiper part of the testimonials, in its own chunk: it sits below the fold.
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Testimonial } from '../../firebase/types';
import { Stars } from './Stars';
import { TESTIMONIAL_SWIPER } from './testimonials';

export default function TestimonialSlider({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Swiper modules={[Autoplay, Pagination, A11y]} className="testimonial-swiper" {...TESTIMONIAL_SWIPER}>
      {testimonials.map((t) => (
        <SwiperSlide key={t.id}>
          <TestimonialCard testimonial={t} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="card testimonial-card h-100 mb-0">
      <div className="card-body d-flex flex-column">
        <div className="d-flex align-items-center gap-3 mb-3">
          <img
            src={t.foto}
            alt={`Foto ${t.nama || 'pelanggan'}`}
            width={56}
            height={56}
            loading="lazy"
            className="rounded-circle testimonial-photo"
          />
          <figcaption className="mb-0">
            <span className="fw-semibold d-block">{t.nama || 'Pelanggan ONE GADGET'}</span>
            <Stars rating={t.rating} />
          </figcaption>
        </div>
        <blockquote className="mb-0 flex-grow-1">
          <p className="mb-0">{t.pesan}</p>
        </blockquote>
      </div>
    </figure>
  );
}
