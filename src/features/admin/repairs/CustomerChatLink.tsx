import type { ReactNode } from 'react';
import { ExternalLink } from '../../../ui/ExternalLink';
import { WhatsAppIcon } from '../../../ui/WhatsAppIcon';

export const NO_CUSTOMER_NUMBER = 'Nomor WhatsApp pelanggan belum diisi.';

/** A chat with the ticket's customer (`href`: wa.me with the message), or why there is none. */
export function CustomerChatLink({
  href,
  className = '',
  children,
}: {
  href: string | null;
  className?: string;
  children: ReactNode;
}) {
  return href ? (
    <ExternalLink href={href} className={`btn btn-whatsapp ${className}`.trim()}>
      <WhatsAppIcon />
      {children}
    </ExternalLink>
  ) : (
    <p className="small text-body-secondary mb-0">{NO_CUSTOMER_NUMBER}</p>
  );
}
