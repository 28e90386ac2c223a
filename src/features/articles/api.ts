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

/** null when there is no such article (or the id could never name one). */
export async function getArticle(id: string): Promise<Article | null> {
  if (!isSafeArticleId(id)) return null;
  const doc = await getDocById(`${artikel.collection}/${id}`, { cache: true, offline: artikel.offline });
  return doc ? toArticle(doc) : null;
}
