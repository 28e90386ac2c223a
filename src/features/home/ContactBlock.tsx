import type { Contact } from '../../firebase/types';
import { ExternalLink } from '../../ui/ExternalLink';
import { LoadView } from '../../ui/LoadView';
import type { LoadResult } from '../../ui/useLoad';
import { socialUrl } from '../../lib/social-links';
import { orDash } from './contact';

/** Address, WhatsApp, e-mail and opening hours; '-' for a missing value. */
export function ContactBlock({ contact }: { contact: LoadResult<Contact> }) {
  return (
    <section className="contact-block container my-5" aria-labelledby="contact-title">
      <h2 id="contact-title" className="h4 fw-bold mb-3">
        Kontak
      </h2>
      <LoadView load={contact} loading="Memuat kontak..." error="Kontak toko gagal dimuat.">
        {(data) => <ContactList contact={data} />}
      </LoadView>
    </section>
  );
}

function ContactList({ contact }: { contact: Contact }) {
  const wa = socialUrl('whatsapp', contact.whatsapp);
  const email = contact.email.trim();
  return (
    <div className="card border-0 shadow-sm">
      <dl className="card-body contact-list mb-0">
        <div>
          <dt>Alamat</dt>
          <dd>{orDash(contact.alamat)}</dd>
        </div>
        <div>
          <dt>WhatsApp</dt>
          <dd>{wa ? <ExternalLink href={wa}>{contact.whatsapp}</ExternalLink> : orDash(contact.whatsapp)}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : '-'}</dd>
        </div>
        <div>
          <dt>Jam Buka</dt>
          <dd>{orDash(contact.jam)}</dd>
        </div>
      </dl>
    </div>
  );
}
