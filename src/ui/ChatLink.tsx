import type { ReactNode } from 'react';
import { NO_CHAT_NUMBER, whatsAppLink } from '../lib/chat';
import { ExternalLink } from './ExternalLink';

interface ChatLinkProps {
  /** The shop's number (useShopWhatsApp); '' when there is none yet. */
  number: string;
  /** The prefilled message. */
  text: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  /** Also say in words why the control is off (where there is room for a line). */
  explain?: boolean;
}

/**
 * A chat link to the shop with a prefilled message. Without a number it is a
 * disabled button (never a number-less wa.me link, which would let the visitor
 * send the message to any contact).
 */
export function ChatLink({ number, text, className, children, explain, ...aria }: ChatLinkProps) {
  const href = whatsAppLink(number, text);
  if (href) {
    return (
      <ExternalLink className={className} href={href} aria-label={aria['aria-label']}>
        {children}
      </ExternalLink>
    );
  }
  const label = aria['aria-label'];
  return (
    <>
      <button
        type="button"
        className={className}
        disabled
        title={NO_CHAT_NUMBER}
        aria-label={label ? `${label} (${NO_CHAT_NUMBER})` : undefined}
      >
        {children}
      </button>
      {explain && <span className="d-block small text-body-secondary mt-1">{NO_CHAT_NUMBER}</span>}
    </>
  );
}
