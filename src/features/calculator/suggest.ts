// Suggestions while a phone's name is typed: names from the lists that hold every
// typed word, best first. They only help the visitor reach a name exactly as the
// list writes it: the calculation still needs that exact name (trade-in.ts).
import { normaliseName } from './trade-in';

/** Enough to choose from above a phone's keyboard. */
export const MAX_SUGGESTIONS = 6;

/**
 * Names holding every word typed (any order, any letter case): first those that
 * start with the typed text, then those with a word starting with its first word,
 * then the rest, each group in the list's order. Nothing for an empty text, or when
 * the text already is the only name it matches.
 */
export function suggestNames(names: readonly string[], typed: string, max = MAX_SUGGESTIONS): string[] {
  const wanted = normaliseName(typed);
  if (!wanted) return [];
  const words = wanted.split(' ');
  const first = words[0]!;
  const rank = (name: string) => {
    if (name.startsWith(wanted)) return 0;
    if (name.split(' ').some((w) => w.startsWith(first))) return 1;
    return 2;
  };
  const found = names
    .map((name, order) => ({ name, order, n: normaliseName(name) }))
    .filter(({ n }) => words.every((w) => n.includes(w)))
    .map((s) => ({ ...s, rank: rank(s.n) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  if (found.length === 1 && found[0]!.n === wanted) return [];
  // One entry per name as shown (the two lists are sorted by name; a name may repeat).
  return [...new Set(found.map((s) => s.name))].slice(0, max);
}
