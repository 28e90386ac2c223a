// Sharing a page: the phone's own share sheet (Web Share) where the browser has
// one, else a WhatsApp message holding the words and the page's address.

/** A wa.me link with no number: WhatsApp asks whom to send `text` and `url` to. */
export function whatsAppShareLink(text: string, url: string): string {
  const message = [text.trim(), url].filter(Boolean).join('\n');
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** True where the browser can open the device's share sheet. */
export function canWebShare(nav: Navigator | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === 'function';
}
