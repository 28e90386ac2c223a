// The trade-in inbox's reads and writes, as the promo inbox's (see api.ts).
import { inboxCopy } from './inbox-copy';
import { newestFirst, toLead, type Lead, type LeadStatus } from './leads';

/**
 * A lead's sender may send corrected answers for a day (firestore.rules: resendsLead);
 * on return the last two days' leads are read again, so a copy read before a late
 * resend still catches it.
 */
const RESEND_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

export const leads = inboxCopy<Lead, LeadStatus>(
  'tukar_tambah',
  toLead,
  newestFirst,
  'waktu',
  RESEND_WINDOW_MS,
);
