// The chat link, WhatsApp's mark and the stock badge as views (h.ts): the React
// components draw them, and so does the price list's first program before the app.
import { NO_CHAT_NUMBER, whatsAppLink } from '../lib/chat';
import type { Child, H } from './h';
import { LEAVES_SITE } from './leaves-site';

export interface ChatLinkView<T> {
  /** The shop's number; '' when there is none yet. */
  number: string;
  /** The prefilled message. */
  text: string;
  className: string;
  /** The data-tap* attributes and the aria-label, as the link carries them. */
  attrs: Record<string, string | undefined>;
  children: Child<T>[];
}

/**
 * A chat link to the shop with a prefilled message; without a number, a disabled
 * button (never a number-less wa.me link, which would let the visitor send the
 * message to any contact).
 */
export function chatLinkView<T>(h: H<T>, { number, text, className, attrs, children }: ChatLinkView<T>): T {
  const href = whatsAppLink(number, text);
  if (href) return h('a', { ...LEAVES_SITE, className, href, ...attrs }, ...children);
  const label = attrs['aria-label'];
  return h(
    'button',
    {
      type: 'button',
      className,
      disabled: true,
      title: NO_CHAT_NUMBER,
      'aria-label': label ? `${label} (${NO_CHAT_NUMBER})` : undefined,
    },
    ...children,
  );
}

/**
 * WhatsApp's mark (a speech bubble with a handset), drawn for this site: every chat
 * action carries it beside its text. Decorative: the text next to it says what the action does.
 */
export function whatsAppIconView<T>(h: H<T>, size = 20): T {
  return h(
    'svg',
    {
      viewBox: '0 0 24 24',
      width: size,
      height: size,
      fill: 'currentColor',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    h('path', {
      d: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5.1-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.2 15.3l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8z',
    }),
    h('path', {
      d: 'M8.9 7.2h-.6c-.2 0-.5.1-.7.3-.3.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.8 2.2.9 2.6.7 3.1.6.5 0 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3l-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.3-.1-1.1-.4-2-1.3-.8-.7-1.3-1.5-1.4-1.8-.2-.3 0-.4.1-.5l.4-.4.2-.4c.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4z',
    }),
  );
}

/** 'Tersedia' when stok > 0, otherwise 'Habis'. */
export function stockBadgeView<T>(h: H<T>, stok: number, inStock = 'Tersedia', outOfStock = 'Habis'): T {
  return stok > 0
    ? h('span', { className: 'badge text-bg-success' }, inStock)
    : h('span', { className: 'badge text-bg-secondary' }, outOfStock);
}
