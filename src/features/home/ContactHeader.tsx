import type { Contact } from '../../firebase/types';
import { ExternalLink } from '../../ui/ExternalLink';
import { LoadError } from '../../ui/LoadFaces';
import type { LoadResult } from '../../ui/useLoad';
import { contactLinks } from './contact';

/** The home header: the shop's name and its contact links, each only when set. */
export function ContactHeader({ contact }: { contact: LoadResult<Contact> }) {
  return (
    <section className="home-hero text-white" aria-labelledby="home-title">
      <div className="container py-4 py-md-5">
        <p className="home-hero-kicker mb-1">All Device One Solution</p>
        <h1 id="home-title" className="display-6 fw-bold mb-2">
          ONE GADGET Bali
        </h1>
        <p className="lead mb-3 home-hero-lead">
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
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label="Kontak ONE GADGET">
      {links.map((l) => (
        <li key={l.kind}>
          <ExternalLink href={l.href} className={`btn btn-sm social-link social-${l.kind}`}>
            {l.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
