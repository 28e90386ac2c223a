import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoadError, Loading } from '../../ui/LoadFaces';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { getArticle } from './api';
import { ArticleCover } from './ArticleCover';
import { paragraphs } from './article-text';
import './articles.scss';

function BackLink({ className }: { className?: string }) {
  return (
    <Link to={paths.goodNews} className={className}>
      Kembali ke Good News
    </Link>
  );
}

export default function ArticlePage() {
  const { id = '' } = useParams();
  const article = useLoad(() => getArticle(id), `artikel/${id}`);
  const found = article.status === 'ready' ? article.data : null;

  usePageTitle(
    article.status === 'loading'
      ? 'Artikel'
      : article.status === 'error'
        ? 'Artikel'
        : (found?.judul ?? 'Artikel tidak ditemukan'),
  );

  if (article.status === 'loading') {
    return (
      <section className="container py-4 article-detail">
        <Loading label="Memuat artikel..." />
      </section>
    );
  }
  if (article.status === 'error') {
    return (
      <section className="container py-4 article-detail">
        <LoadError onRetry={article.retry} message="Gagal memuat artikel. Periksa koneksi internet kamu." />
        <BackLink />
      </section>
    );
  }
  if (!found) {
    return (
      <section className="container py-5 text-center article-detail">
        <h1 className="h3">Artikel tidak ditemukan</h1>
        <p className="text-body-secondary">Maaf, artikel yang kamu cari tidak ada atau sudah dihapus.</p>
        <BackLink className="btn btn-primary" />
      </section>
    );
  }

  return (
    <article className="container py-4 article-detail">
      <nav aria-label="Kembali" className="mb-3">
        <BackLink className="link-secondary" />
      </nav>
      <h1 className="h2 mb-3">{found.judul}</h1>
      {found.cover && <ArticleCover src={found.cover} alt={found.judul} eager className="mb-4" />}
      <div className="article-body">
        {paragraphs(found.isi).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </article>
  );
}
