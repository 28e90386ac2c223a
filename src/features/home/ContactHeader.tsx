import type { Contact } from '../../firebase/types';
import { ExternalLink } from '../../ui/ExternalLink';
import { LoadError } from '../../ui/LoadFaces';
import type { LoadResult } from '../../ui/useLoad';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { contactLinks } from './contact';

/** The home header: the shop's name, what it does, and its contact links, each only when set. */
export function ContactHeader({ contact }: { contact: LoadResult<Contact> }) {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container">
        <p className="home-hero-kicker small fw-bold text-uppercase mb-2">All Device One Solution</p>
        <h1 id="home-title" className="fw-bold mb-2">
          ONE GADGET Bali
        </h1>
        <p className="home-hero-lead mb-4">
          Jual beli, tukar tambah, dan servis HP, laptop, dan Mac di Denpasar.
        </p>
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
