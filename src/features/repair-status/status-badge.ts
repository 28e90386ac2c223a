// Repair status → badge colour: 'Masuk' grey, 'Sedang diservice'
// yellow, 'Selesai - Siap diambil' green, any other value blue.

export type StatusTone = 'secondary' | 'warning' | 'success' | 'primary';

const KNOWN: Record<string, StatusTone> = {
  masuk: 'secondary',
  'sedang diservice': 'warning',
  'selesai - siap diambil': 'success',
};

/** Statuses are typed by shop staff: case and extra spaces are forgiven. */
const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export function statusTone(status: string): StatusTone {
  return KNOWN[normalise(status)] ?? 'primary';
}

/** Bootstrap classes: text-bg-* picks a readable text colour (dark on yellow). */
export function statusBadgeClass(status: string): string {
  return `badge text-bg-${statusTone(status)}`;
}
