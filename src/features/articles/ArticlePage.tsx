import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { LoadView } from '../../ui/LoadView';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { getArticle, type Article } from './api';
import { ArticleCover } from './ArticleCover';
import { ArrowIcon } from './ArrowIcon';
import { paragraphs } from './article-text';
import './articles.scss';

function BackLink({ className = 'btn btn-light' }: { className?: string }) {
  return (
    <Link to={paths.goodNews} className={className}>
      <ArrowIcon back />
      Kembali ke Good News
    </Link>
  );
}

function NotFound() {
  return (
    <section className="py-4 text-center">
      <h1 className="h2">Artikel tidak ditemukan</h1>
      <p className="text-body-secondary">Maaf, artikel yang kamu cari tidak ada atau sudah dihapus.</p>
      <BackLink className="btn btn-primary" />
    </section>
  );
}

function ArticleBody({ article }: { article: Article }) {
  return (
    <article>
      <nav aria-label="Kembali" className="mb-3">
        <BackLink />
      </nav>
      <h1 className="h2 mb-3 article-title">{article.judul}</h1>
      {article.cover && <ArticleCover src={article.cover} alt={article.judul} eager className="mb-4" />}
      <div className="article-body">
        {paragraphs(article.isi).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </article>
  );
}

export default function ArticlePage() {
  const { id = '' } = useParams();
  const article = useLoad(() => getArticle(id), `artikel/${id}`);
  usePageTitle(article.status === 'ready' ? (article.data?.judul ?? 'Artikel tidak ditemukan') : 'Artikel');

  return (
    <div className="container py-4 article-detail">
      <OfflineNotice label="Disimpan" />
      <LoadView
        load={article}
        loading="Memuat artikel..."
        error="Gagal memuat artikel. Periksa koneksi internet kamu."
        empty={<NotFound />}
      >
        {(found) => <ArticleBody article={found} />}
      </LoadView>
      {article.status === 'error' && <BackLink />}
    </div>
  );
}
