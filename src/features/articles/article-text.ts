// How an article's text is shown: plain text, paragraphs kept. Nothing in isi is
// ever parsed as HTML, so '<b>' or '<script>' in an article appears as written.
import type { Article } from '../../firebase/types';
import { excerptSource } from '../../lib/text';

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

/** Characters of an article's text its card on Good News shows. */
export const CARD_EXCERPT = 100;

/** An article as its card needs it: the text cut to what the excerpt shows (baked into Good News' page). */
export function cardOnly<A extends Article>(article: A): A {
  return { ...article, isi: excerptSource(article.isi, CARD_EXCERPT) };
}
