// Articles: list artikel, read artikel/{id}. Public catalogue reads, served from
// the tab's short-lived cache on a revisit.
import { artikel, toArticle } from '../../firebase/specs/artikel';
import { getDocById, listDocs } from '../../firebase/visitor/visitor-read';
import type { Article } from '../../firebase/types';
import { isSafeArticleId } from './article-text';

export type { Article };

export async function listArticles(): Promise<Article[]> {
  const docs = await listDocs(artikel.collection, { cache: true, offline: artikel.offline });
  return docs.map(toArticle);
}

/** An article as its page shows it: with the day it was first published, when known. */
export type ArticleDetail = Article & { published: Date | null };

/** null when there is no such article (or the id could never name one). */
export async function getArticle(id: string): Promise<ArticleDetail | null> {
  if (!isSafeArticleId(id)) return null;
  const doc = await getDocById(`${artikel.collection}/${id}`, { cache: true, offline: artikel.offline });
  // The document's creation time: artikel has no date field, and the shop's articles already exist.
  return doc ? { ...toArticle(doc), published: doc.created ?? null } : null;
}
