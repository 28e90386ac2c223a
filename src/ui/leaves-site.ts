/** A link that leaves the site: a new tab, no opener, no referrer leak of member pages. */
export const LEAVES_SITE = { target: '_blank', rel: 'noopener noreferrer' } as const;
