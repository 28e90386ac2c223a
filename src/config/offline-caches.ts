// Cache Storage names the pages and the service worker (src/sw/sw.ts) share.

/**
 * The member card's code, kept by the card page once a card has shown
 * (features/member/keep-card-code.ts): the card opens again with no signal. Never in
 * the precache, which every visitor downloads.
 */
export const CARD_CODE_CACHE = 'og-kartu';
