import { canWebShare, whatsAppShareLink } from '../lib/share';
import { ExternalLink } from './ExternalLink';
import { LineIcon } from './LineIcon';
import { usePageAddress } from './page-address';
import { useHydrated } from './useHydrated';

export interface ShareButtonProps {
  /** What is shared, as the share sheet and the message name it. */
  title: string;
  /** The message's words before the address. */
  text: string;
  /** The address shared: this page's when not given. */
  url?: string;
  className?: string;
  /** The control's words: 'Bagikan'. */
  label?: string;
}

function ShareIcon() {
  return (
    <LineIcon size={20}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </LineIcon>
  );
}

/**
 * Shares a page: the phone's share sheet where the browser has one (Web Share),
 * else a WhatsApp link whose message holds the words and the address. Until the
 * page is hydrated it is that link (what the prerendered HTML holds too), with the
 * page's canonical address.
 */
export function ShareButton({
  title,
  text,
  url,
  className = 'btn btn-outline-secondary',
  label = 'Bagikan',
}: ShareButtonProps) {
  const hydrated = useHydrated();
  const pageAddress = usePageAddress();
  const address = url ?? pageAddress;
  const fallback = whatsAppShareLink(text, address);

  if (hydrated && canWebShare()) {
    const share = () => {
      navigator.share({ title, text, url: address }).catch((e: unknown) => {
        // Closing the sheet is the visitor's choice; any other failure gets the message instead.
        if (e instanceof DOMException && e.name === 'AbortError') return;
        window.open(fallback, '_blank', 'noopener,noreferrer');
      });
    };
    return (
      <button type="button" className={className} onClick={share}>
        <ShareIcon />
        {label}
      </button>
    );
  }
  return (
    <ExternalLink href={fallback} className={className} aria-label={`${label} lewat WhatsApp`}>
      <ShareIcon />
      {label}
    </ExternalLink>
  );
}
