import { SOCIAL_KINDS, SOCIAL_LABELS, socialUrl } from '../../../../lib/social-links';
import { ExternalLink } from '../../../../ui/ExternalLink';

/**
 * The contact links as the public pages will build them from what is typed now:
 * a handle, a URL or a local WhatsApp number each shown as its final address, so
 * a typo is seen before it is saved.
 */
export function ContactPreview({ texts }: { texts: Record<string, string> }) {
  return (
    <section aria-labelledby="pratinjau-kontak" className="card card-body mb-3">
      <h2 id="pratinjau-kontak" className="h6">
        Pratinjau tautan kontak
      </h2>
      <ul className="list-unstyled small mb-0" data-testid="contact-preview">
        {SOCIAL_KINDS.map((kind) => {
          const value = (texts[kind] ?? '').trim();
          const href = socialUrl(kind, value);
          return (
            <li key={kind} className="text-break">
              {SOCIAL_LABELS[kind]}:{' '}
              {href ? (
                <ExternalLink href={href}>{href}</ExternalLink>
              ) : (
                <span className="text-body-secondary">
                  {value ? 'tidak bisa dijadikan tautan (tidak ditampilkan)' : 'kosong (tidak ditampilkan)'}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
