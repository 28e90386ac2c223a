import { Link } from 'react-router';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import {
  LINK_BUTTONS,
  LINK_CHAT_CLASS,
  LINK_CHAT_LABEL,
  LINK_HEADING,
  LINK_TAGLINE,
  chatAdminAttrs,
  linkButtonClass,
  linkButtonHref,
} from './link-content';

/** The /link markup: the built /link page (src/app/Document.tsx) and LinkPage inside the app. */
export function LinkView({ whatsapp }: { whatsapp: string }) {
  return (
    <div className="link-bio">
      <div className="link-bio__inner">
        <img className="link-bio__logo" src="/logo.svg" alt="Logo ONE GADGET" width={96} height={96} />
        <h1 className="link-bio__title">{LINK_HEADING}</h1>
        <p className="link-bio__tagline">{LINK_TAGLINE}</p>
        <nav className="link-bio__links" aria-label="Tautan ONE GADGET">
          {LINK_BUTTONS.map((b) => (
            <Link key={b.href} className={linkButtonClass(b)} to={linkButtonHref(b)}>
              {b.label}
            </Link>
          ))}
          <a
            className={LINK_CHAT_CLASS}
            {...chatAdminAttrs(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon />
            {LINK_CHAT_LABEL}
          </a>
        </nav>
      </div>
    </div>
  );
}
