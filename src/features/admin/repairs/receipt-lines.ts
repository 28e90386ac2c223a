// What the receipt prints where a value alone would mislead, pure and tested.
import { waitsForAnswer } from '../../../lib/repair-status';
import type { Ticket } from './ticket-form';

/** The cost table's heading: a quote the customer has not answered is an estimate. */
export function costHeading(t: Pick<Ticket, 'status' | 'quoteAnswer'>): string {
  return waitsForAnswer(t.status) && !t.quoteAnswer
    ? 'Perkiraan biaya (menunggu persetujuan)'
    : 'Rincian biaya';
}

/**
 * The warranty once: the shop's words, with the days from pickup added only when
 * the words do not already say them ('Garansi layar 30 hari' stays as it is).
 */
export function warrantyText(t: Pick<Ticket, 'garansi' | 'garansiHari'>): string {
  const words = t.garansi.trim();
  const days = t.garansiHari > 0 ? `${t.garansiHari} hari sejak diambil` : '';
  if (!days) return words || '-';
  if (!words) return `Garansi ${days}`;
  return new RegExp(`\\b${t.garansiHari}\\s*hari\\b`, 'i').test(words) ? words : `${words}, ${days}`;
}
