// The trade-in inbox's reads and writes, as the promo inbox's (see api.ts).
import { inboxCopy } from './inbox-copy';
import { newestFirst, toLead, type Lead, type LeadStatus } from './leads';

export const leads = inboxCopy<Lead, LeadStatus>('tukar_tambah', toLead, newestFirst, 'waktu');
