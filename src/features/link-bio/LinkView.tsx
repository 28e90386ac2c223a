import { Link } from 'react-router';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import {
  LINK_BUTTONS,
  LINK_CHAT_CLASS,
  LINK_CHAT_LABEL,
  LINK_HEADING,
  LINK_MORE_BUTTONS,
  LINK_TAGLINE,
  NO_SHOP_FACTS,
  chatAdminAttrs,
  linkButtonClass,
  linkButtonHref,
  mapHref,
  shopRatingText,
  type ShopFacts,
} from './link-content';

interface LinkViewProps {
  whatsapp: string;
  facts?: ShopFacts;
  /** Today's hours ('Hari ini buka 09.00–21.00 WITA'), where the page knows the day; else the hours as typed. */
  hoursToday?: string | null;
}

/** The /link markup: the built /link page (src/app/Document.tsx) and LinkPage inside the app. */
export function LinkView({ whatsapp, facts = NO_SHOP_FACTS, hoursToday }: LinkViewProps) {
  const hours = hoursToday ?? facts.jam;
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
          <div className="link-bio__more">
            {LINK_MORE_BUTTONS.map((b) => (
              <Link key={b.href} className="btn link-bio__btn link-bio__btn--outline" to={linkButtonHref(b)}>
                {b.label}
              </Link>
            ))}
          </div>
        </nav>
        {facts.rating || facts.alamat || hours ? (
          <ul className="link-bio__facts">
            {facts.rating ? (
              <li>
                <span className="link-bio__star" aria-hidden="true">
                  ★
                </span>{' '}
                <span>{shopRatingText(facts.rating)}</span>
              </li>
            ) : null}
            {hours ? (
              <li className="link-bio__hours" data-jam={facts.jam}>
                {hours}
              </li>
            ) : null}
            {facts.alamat ? (
              <li>
                <a
                  className="link-bio__map"
                  href={mapHref(facts.alamat)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {facts.alamat}
                  <span className="visually-hidden"> (buka peta)</span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
