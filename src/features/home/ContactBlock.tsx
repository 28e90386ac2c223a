import type { ReactNode } from 'react';
import type { Contact } from '../../firebase/types';
import { ExternalLink } from '../../ui/ExternalLink';
import { LoadView } from '../../ui/LoadView';
import type { LoadResult } from '../../ui/useLoad';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { socialUrl } from '../../lib/social-links';
import { mapsLink, orDash } from './contact';
import { ClockIcon, MailIcon, PinIcon } from './icons';

/** Address (a map link), WhatsApp, e-mail and opening hours; '-' for a missing value. */
export function ContactBlock({ contact }: { contact: LoadResult<Contact> }) {
  return (
    <section className="contact-block container my-5" aria-labelledby="contact-title">
      <h2 id="contact-title" className="mb-3">
        Kontak
      </h2>
      <LoadView load={contact} loading="Memuat kontak..." error="Kontak toko gagal dimuat.">
        {(data) => <ContactList contact={data} />}
      </LoadView>
    </section>
  );
}

function ContactList({ contact }: { contact: Contact }) {
  const maps = mapsLink(contact.alamat);
  const wa = socialUrl('whatsapp', contact.whatsapp);
  const email = contact.email.trim();
  return (
    <div className="card">
      <dl className="card-body contact-list mb-0">
        <Row icon={<PinIcon />} term="Alamat">
          {maps ? (
            <ExternalLink href={maps} className="contact-link">
              {contact.alamat.trim()} <span className="small">Buka di Google Maps</span>
            </ExternalLink>
          ) : (
            '-'
          )}
        </Row>
        <Row icon={<WhatsAppIcon />} term="WhatsApp">
          {wa ? (
            <ExternalLink href={wa} className="contact-link" data-tap="kontak">
              {contact.whatsapp}
            </ExternalLink>
          ) : (
            orDash(contact.whatsapp)
          )}
        </Row>
        <Row icon={<MailIcon />} term="E-mail">
          {email ? (
            <a href={`mailto:${email}`} className="contact-link">
              {email}
            </a>
          ) : (
            '-'
          )}
        </Row>
        <Row icon={<ClockIcon />} term="Jam Buka">
          {orDash(contact.jam)}
        </Row>
      </dl>
    </div>
  );
}

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        {icon}
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
