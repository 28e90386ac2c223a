// Limits the registry's collections share (src/firebase/specs): what a phone
// number looks like, and how much one admin batch writes. Each collection's own
// field limits are in its registry file.
/**
 * What a promo request's WhatsApp number may look like: digits, spaces and + - ( ),
 * 6 to 20 characters. firestore.rules matches the same pattern (registry.test.ts).
 */
export const PHONE_PATTERN = /^[0-9 +()-]{6,20}$/;

/**
 * Most documents one admin batch writes under one history entry. firestore.rules
 * refuses an entry listing more (registry.test.ts); well under Firestore's 500
 * writes per batch, and the entry (each row's before and after) stays far below
 * the 1 MiB document limit.
 */
export const HISTORY_BATCH_DOCS = 200;

export { AMOUNT_MAX } from './amount';
