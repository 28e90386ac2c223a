import type { ReactNode } from 'react';
import { NO_CHAT_NUMBER, whatsAppLink } from '../lib/chat';
import type { TapKind } from '../lib/chat-taps';
import type { TapItemKey } from '../firebase/specs/tap-items';
import { chatLinkView } from './chat-views';
import { reactH } from './react-h';
import { WhatsAppIcon } from './WhatsAppIcon';

export interface ChatLinkProps {
  /** The shop's number (useShopWhatsApp); '' when there is none yet. */
  number: string;
  /** The prefilled message. */
  text: string;
  /** Where the link is: a tap on it is counted under this kind (docs/chat-taps.md). */
  'data-tap': TapKind;
  /** The record it is about ('aksesoris:<id>'), with its name as the page shows it. */
  'data-tap-item'?: TapItemKey;
  'data-tap-name'?: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  /** Also say in words why the control is off (where there is room for a line). */
  explain?: boolean;
}

/**
 * A chat link to the shop with a prefilled message (chatLinkView: without a number
 * it is a disabled button). Its kind (and item) go on the link as data- attributes,
 * read only when it is tapped (src/firebase/visitor/chat-tap-listen.ts).
 */
export function ChatLink({ number, text, className, children, explain, ...attrs }: ChatLinkProps) {
  const control = chatLinkView(reactH, { number, text, className, attrs, children: [children] });
  if (!explain || whatsAppLink(number, text)) return control;
  return (
    <>
      {control}
      <span className="d-block small text-body-secondary mt-1">{NO_CHAT_NUMBER}</span>
    </>
  );
}

// Beside ChatLink in one module: the pages that show it load ChatLink anyway, and a file of
// its own would cost each of them a request.
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
