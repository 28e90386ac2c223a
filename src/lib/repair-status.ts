// Repair statuses. The shop moves a ticket along REPAIR_FLOW with one tap, and
// staff may type any other status ('Menunggu sparepart'). Badge colours: 'Masuk'
// grey, 'Sedang diservice' yellow, 'Selesai - Siap diambil' green, any other blue.

export const REPAIR_FLOW = ['Masuk', 'Sedang diservice', 'Selesai - Siap diambil', 'Diambil'] as const;

/** A ticket with this status is closed: the customer has their device back. */
export const COLLECTED_STATUS = 'Diambil';
/** The ticket waits for the customer to approve or refuse the quote on /cek-servisan. */
export const QUOTE_STATUS = 'Menunggu persetujuan';
/** The ticket waits for a part to arrive. */
export const PARTS_STATUS = 'Menunggu sparepart';
/** Waiting steps staff set with one tap beside the flow; the customer sees each as a step. */
export const WAITING_STATUSES = [QUOTE_STATUS, PARTS_STATUS] as const;

/** The device is back with its customer (the status as typed, forgiven). */
export const isCollected = (status: string) => normaliseStatus(status) === normaliseStatus(COLLECTED_STATUS);

/** True while the customer's answer to the quote is wanted (the status as typed, forgiven). */
export const waitsForAnswer = (status: string) => normaliseStatus(status) === normaliseStatus(QUOTE_STATUS);
export const READY_STATUS = 'Selesai - Siap diambil';

export type StatusTone = 'secondary' | 'warning' | 'success' | 'info';

const KNOWN: Record<string, StatusTone> = {
  masuk: 'secondary',
  'sedang diservice': 'warning',
  'selesai - siap diambil': 'success',
};

/** Statuses are typed by shop staff: case and extra spaces are forgiven. */
export const normaliseStatus = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export function statusTone(status: string): StatusTone {
  return KNOWN[normaliseStatus(status)] ?? 'info';
}

/** Bootstrap classes: text-bg-* picks a readable text colour (dark on yellow). */
export function statusBadgeClass(status: string): string {
  return `badge text-bg-${statusTone(status)}`;
}

/** The flow's status after `status`; null at the end or for a status typed by hand. */
export function nextStatus(status: string): string | null {
  const at = REPAIR_FLOW.findIndex((s) => normaliseStatus(s) === normaliseStatus(status));
  return at >= 0 && at < REPAIR_FLOW.length - 1 ? REPAIR_FLOW[at + 1]! : null;
}
