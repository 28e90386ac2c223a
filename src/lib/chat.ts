// Chat links (wa.me) with prefilled text.

/** '0812-3456-7890', '+62 812…', '812…' → '628123456789'; '' when there are no digits. */
export function normaliseWhatsApp(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (!digits) return '';
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

/** A wa.me link; without a number it opens WhatsApp's contact picker with the text. */
export function whatsAppLink(number: string, text?: string): string {
  const n = normaliseWhatsApp(number);
  const base = n ? `https://wa.me/${n}` : 'https://wa.me/';
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
