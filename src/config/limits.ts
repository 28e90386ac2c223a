// Field limits shared by the forms (maxLength) and firestore.rules (size()).
// tests/rules/limits.test.ts fails if the two drift apart.
export const PROMO_REQUEST_LIMITS = {
  nama: 100,
  whatsapp: 20,
  alamat: 200,
  pesan: 1000,
} as const;

export const PROFILE_LIMITS = {
  nama: 100,
  whatsapp: 20,
} as const;

/**
 * What a promo request's WhatsApp number may look like: digits, spaces and + - ( ),
 * 6 to 20 characters. firestore.rules matches the same pattern (limits.test.ts).
 */
export const PHONE_PATTERN = /^[0-9 +()-]{6,20}$/;

/**
 * Most documents one admin batch writes under one history entry. firestore.rules
 * refuses an entry listing more (limits.test.ts); well under Firestore's 500
 * writes per batch, and the entry (each row's before and after) stays far below
 * the 1 MiB document limit.
 */
export const HISTORY_BATCH_DOCS = 200;

/**
 * A repair ticket's fields (servisan/{code}) and the customer's private number
 * (servisan_private/{code}): the admin form's limits, the same in firestore.rules
 * (limits.test.ts).
 */
export const REPAIR_TICKET_LIMITS = {
  nama: 100,
  perangkat: 120,
  keluhan: 1000,
  garansi: 200,
  status: 60,
  whatsapp: 20,
} as const;

/**
 * Most rows a ticket's itemList holds (firestore.rules checks each row, and a
 * ticket's create with more full rows passes the rules' expression limit), and the
 * most characters of one row's nama or note.
 */
export const REPAIR_ITEMS_MAX = 10;
export const REPAIR_LINE_MAX = 300;
/** Most lines a ticket's historyPerbaikan holds (a status change or a note adds one). */
export const REPAIR_HISTORY_MAX = 200;

export { AMOUNT_MAX } from './amount';
