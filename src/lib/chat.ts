// Chat links (wa.me) with prefilled text. A link without the shop's number would
// open WhatsApp's contact picker and let the visitor send the message to anyone,
// so no number means no link: callers show a disabled control instead.

/** What a chat control says when there is no number to chat with. */
export const NO_CHAT_NUMBER = 'Nomor WhatsApp admin belum tersedia.';

/** '0812-3456-7890', '+62 812…', '812…' → '628123456789'; '' when there are no digits. */
export function normaliseWhatsApp(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (!digits) return '';
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

/** The first of `numbers` that is a usable WhatsApp number (normalised), or ''. */
export function firstWhatsApp(...numbers: string[]): string {
  for (const n of numbers) {
    const normalised = normaliseWhatsApp(n);
    if (normalised) return normalised;
  }
  return '';
}

/** A wa.me link to `number`, with the text prefilled; null when there is no usable number. */
export function whatsAppLink(number: string, text?: string): string | null {
  const n = normaliseWhatsApp(number);
  if (!n) return null;
  const base = `https://wa.me/${n}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
