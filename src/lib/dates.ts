const longDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '1 Juni 2025' */
export function formatDate(d: Date): string {
  return longDate.format(d);
}

/** '1 Juni 2025 pukul 10.00' */
export function formatDateTime(d: Date): string {
  return dateTime.format(d);
}

const shortDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });
const clock = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit' });

/** '24 Nov 2026 14.05' (short, for a line like 'Harga per …'). */
export function formatShortDateTime(d: Date): string {
  return `${shortDate.format(d)} ${clock.format(d)}`;
}

/** '27 Nov 2026' (an article's day). */
export function formatShortDate(d: Date): string {
  return shortDate.format(d);
}
