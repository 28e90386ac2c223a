import type { Contact, Testimonial } from '../../firebase/types';
import { ExternalLink } from '../../ui/ExternalLink';
import { LoadError } from '../../ui/LoadFaces';
import type { LoadResult } from '../../ui/useLoad';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { contactLinks } from './contact';
import { Stars } from './Stars';
import { ratingText } from '../../lib/rating';
import { averageRating } from './testimonials';

/**
 * The home header: the shop's name, a picture of what it does, what customers rate
 * it, and its contact links, each only when set: a visitor's first phone screen.
 */
export function ContactHeader({
  contact,
  testimonials,
}: {
  contact: LoadResult<Contact>;
  testimonials: LoadResult<Testimonial[]>;
}) {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container">
        <p className="home-hero-kicker small fw-bold text-uppercase mb-2">All Device One Solution</p>
        <div className="home-hero-top mb-2">
          <h1 id="home-title" className="fw-bold mb-0">
            ONE GADGET Bali
          </h1>
          {/* Sized by its attributes, so the text never moves when it arrives. */}
          <img
            src="/img/home/hero-devices.svg"
            alt="HP, laptop dengan daftar harga, dan servis di ONE GADGET"
            width={480}
            height={240}
            loading="lazy"
            decoding="async"
            className="home-hero-art"
          />
        </div>
        <p className="home-hero-lead mb-2">
          Jual beli, tukar tambah, dan servis HP, laptop, dan Mac di Denpasar.
        </p>
        <HeroRating testimonials={testimonials} />
        <ContactLinks contact={contact} />
      </div>
    </section>
  );
}

// Its loading face is a line of the dark hero, not the block spinner of LoadView.
function ContactLinks({ contact }: { contact: LoadResult<Contact> }) {
  if (contact.status === 'loading') {
    return (
      <p className="home-hero-note home-contact-loading mb-0" role="status">
        Memuat kontak...
      </p>
    );
  }
  if (contact.status === 'error') {
    return <LoadError onRetry={contact.retry} message="Kontak toko gagal dimuat." />;
  }
  const links = contactLinks(contact.data);
  if (links.length === 0) return <p className="home-hero-note mb-0">Kontak belum tersedia.</p>;
  // WhatsApp is where a visitor asks first: the green pill with its mark, a row of its own on a phone.
  return (
    <ul
      className="home-contact-links list-unstyled d-flex flex-wrap gap-2 mb-0"
      aria-label="Kontak ONE GADGET"
    >
      {links.map((l) => (
        <li key={l.kind} className={l.kind === 'whatsapp' ? 'home-contact-wa' : undefined}>
          <ExternalLink
            href={l.href}
            className={`btn w-100 ${l.kind === 'whatsapp' ? 'btn-whatsapp' : 'btn-outline-light'}`}
            data-tap={l.kind === 'whatsapp' ? 'kontak' : undefined}
          >
            {l.kind === 'whatsapp' && <WhatsAppIcon />}
            {l.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

// One line of the hero's height whatever the load's state, so the links below never jump.
function HeroRating({ testimonials }: { testimonials: LoadResult<Testimonial[]> }) {
  const list = testimonials.status === 'ready' ? testimonials.data : [];
  if (list.length === 0) {
    return (
      <p className="home-hero-rating home-hero-note mb-3">
        {testimonials.status === 'loading' ? 'Memuat ulasan...' : 'Toko fisik di Denpasar, Bali'}
      </p>
    );
  }
  const average = averageRating(list);
  return (
    <p className="home-hero-rating mb-3">
      <a href="#testimonials-title" className="home-hero-rating-link">
        <span aria-hidden="true">
          <Stars rating={average} />
        </span>
        <span>
          <strong>{ratingText(average)}</strong> dari 5 · {list.length} ulasan pelanggan
        </span>
      </a>
    </p>
  );
}
