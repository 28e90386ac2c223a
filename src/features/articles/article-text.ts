// How an article's text is shown: plain text, paragraphs kept. Nothing in isi is
// ever parsed as HTML, so '<b>' or '<script>' in an article appears as written.

/** isi → paragraphs, split on blank lines; single line breaks stay inside a paragraph. */
export function paragraphs(isi: string): string[] {
  return isi
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Whether a URL segment could be an artikel document id. '/', '.' and '..'
 * would turn artikel/{id} into another path, so they never reach Firestore.
 */
export function isSafeArticleId(id: string): boolean {
  return (
    id.length > 0 &&
    id.length <= 200 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}
