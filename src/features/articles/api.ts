// Articles: list artikel, read artikel/{id}. Public catalogue reads, served from
// the tab's short-lived cache on a revisit.
import { artikel, toArticle } from '../../firebase/specs/artikel';
import { getDocById, listDocs } from '../../firebase/visitor/visitor-read';
import type { PlainDoc } from '../../firebase/plain';
import type { Article, DatedArticle } from '../../firebase/types';
import { isSafeArticleId } from './article-text';

export type { Article, DatedArticle };

// The document's creation time: artikel has no date field, and the shop's articles already exist.
const dated = (doc: PlainDoc): DatedArticle => ({ ...toArticle(doc), published: doc.created ?? null });

export async function listArticles(): Promise<DatedArticle[]> {
  const docs = await listDocs(artikel.collection, { cache: true, offline: artikel.offline, created: true });
  return docs.map(dated);
}

/** null when there is no such article (or the id could never name one). */
export async function getArticle(id: string): Promise<DatedArticle | null> {
  if (!isSafeArticleId(id)) return null;
  const doc = await getDocById(`${artikel.collection}/${id}`, { cache: true, offline: artikel.offline });
  return doc ? dated(doc) : null;
}
