import { whatsAppIconView } from './chat-views';
import { reactH } from './react-h';

/** WhatsApp's mark beside a chat action's text (chatLinkView's icon). */
export function WhatsAppIcon({ size = 20 }: { size?: number }) {
  return whatsAppIconView(reactH, size);
}
