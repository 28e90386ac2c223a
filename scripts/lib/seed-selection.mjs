// Which seed collections `npm run seed:project` writes into a real project.
// servisan holds demo repair codes (anyone who knows a code reads the record, so
// demo codes in a real project are public records with known ids), and users
// holds the demo member's and demo admin's profiles (with their claimed coupons):
// neither may reach a real project by accident, so they go in only when named.
// chat_taps holds a week of demo chat counts, which would mix with the shop's own.

export const NAMED_ONLY = ['servisan', 'users', 'chat_taps'];

/**
 * @param {string[]} available the top-level collections in seed/
 * @param {{ only?: string[] | null, include?: string[] | null }} [asked]
 *   only: exactly these collections; include: the default set plus these
 * @returns {{ collections: string[], leftOut: string[], unknown: string[] }}
 *   leftOut: named-only collections not written because nobody asked for them
 */
export function selectCollections(available, { only = null, include = null } = {}) {
  const clean = (list) => (list ?? []).map((s) => s.trim()).filter(Boolean);
  const named = [...clean(only), ...clean(include)];
  const unknown = [...new Set(named.filter((c) => !available.includes(c)))];
  const wanted = only
    ? new Set(clean(only))
    : new Set([...available.filter((c) => !NAMED_ONLY.includes(c)), ...clean(include)]);
  const collections = available.filter((c) => wanted.has(c));
  const leftOut = only ? [] : available.filter((c) => NAMED_ONLY.includes(c) && !wanted.has(c));
  return { collections, leftOut, unknown };
}

/** What to print about the collections left out, or '' when none were. */
export function leftOutMessage(leftOut) {
  if (leftOut.length === 0) return '';
  return (
    `Left out: ${leftOut.join(', ')} (demo repair codes, demo member/admin profiles and demo ` +
    `chat counts do not belong in a real project). To write them anyway: --include ${leftOut.join(',')}`
  );
}
