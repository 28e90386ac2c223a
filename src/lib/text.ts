/** The first `max` characters of `text` on whole words, with '...' when cut. */
export function excerpt(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}

/** Case-insensitive 'contains' over several fields; an empty query matches all. */
export function matchesQuery(query: string, ...fields: string[]): boolean {
  const q = query.trim().toLocaleLowerCase('id');
  if (!q) return true;
  return fields.some((f) => f.toLocaleLowerCase('id').includes(q));
}
