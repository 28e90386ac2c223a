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
