/**
 * The largest number a form takes (a price, a stock count, a discount, a ticket's
 * total): far above any of the shop's, and firestore.rules refuses more, which also
 * refuses Infinity (tests/rules/registry.test.ts). Its own module: every page's
 * collection specs need it, and none of the other limits.
 */
export const AMOUNT_MAX = 100_000_000_000;
