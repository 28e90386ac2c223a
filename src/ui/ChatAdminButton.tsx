import type { ReactNode } from 'react';
import { ChatLink, type ChatLinkProps } from './ChatLink';
import { WhatsAppIcon } from './WhatsAppIcon';

type ChatAdminButtonProps = Omit<ChatLinkProps, 'className' | 'children' | 'explain'> & {
  /** Classes beside the green button's own. */
  className?: string;
  children?: ReactNode;
};

/**
 * The green "Tanya Admin via WhatsApp" button under an answer the page could not give
 * (a repair not found, a calculation that needs the shop): the icon, the words, and why
 * it is off when the shop has no number yet.
 */
export function ChatAdminButton({
  className,
  children = 'Tanya Admin via WhatsApp',
  ...link
}: ChatAdminButtonProps) {
  return (
    <ChatLink {...link} className={className ? `btn btn-whatsapp ${className}` : 'btn btn-whatsapp'} explain>
      <WhatsAppIcon />
      {children}
    </ChatLink>
  );
}
