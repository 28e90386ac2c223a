/** The first `max` characters of `text` on whole words, with '...' when cut. */
export function excerpt(text: string, max = 100): string {
  const flat = flatText(text);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}

const flatText = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The shortest text with the same excerpt(…, max): what a card needs of a long body.
 * A longer text keeps its first `max` characters and one more that is never a space
 * (a space there would be trimmed away, and the card would lose its '...').
 */
export function excerptSource(text: string, max = 100): string {
  const flat = flatText(text);
  return flat.length <= max ? flat : `${flat.slice(0, max)}…`;
}

/** Case-insensitive 'contains' over several fields; an empty query matches all. */
export function matchesQuery(query: string, ...fields: string[]): boolean {
  const q = query.trim().toLocaleLowerCase('id');
  if (!q) return true;
  return fields.some((f) => f.toLocaleLowerCase('id').includes(q));
}
