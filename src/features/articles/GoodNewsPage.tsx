import { useContext } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { excerpt } from '../../lib/text';
import { BakedData } from '../../ui/baked-data';
import { LoadView } from '../../ui/LoadView';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { listArticles, type DatedArticle } from './api';
import { CARD_EXCERPT } from './article-text';
import { ArticleCover } from './ArticleCover';
import { ArrowIcon } from './ArrowIcon';
import { PublishedDate } from './PublishedDate';
import './articles.scss';

function ArticleCard({ article, eager }: { article: DatedArticle; eager: boolean }) {
  return (
    <article className="card h-100 article-card">
      <ArticleCover src={article.cover} alt={article.judul} eager={eager} card />
      <div className="card-body d-flex flex-column">
        <h2 className="card-title h5">{article.judul}</h2>
        <PublishedDate published={article.published} className="mb-2" />
        <p className="card-text text-body-secondary">{excerpt(article.isi, CARD_EXCERPT)}</p>
        <Link to={paths.article(article.id)} className="btn btn-outline-secondary mt-auto align-self-start">
          Baca Selengkapnya<span className="visually-hidden">: {article.judul}</span>
          <ArrowIcon />
        </Link>
      </div>
    </article>
  );
}

export default function GoodNewsPage() {
  usePageTitle('Good News');
  const articles = useLoad(listArticles, 'artikel', useContext(BakedData).articles);

  return (
    <section className="container py-4">
      <header className="page-head">
        <h1 className="h2">Good News</h1>
        <p className="page-lead">Kabar terbaru, promo dan tips gadget dari ONE GADGET Bali.</p>
      </header>
      <OfflineNotice label="Disimpan" />
      <LoadView
        load={articles}
        loading="Memuat artikel..."
        error="Gagal memuat artikel. Periksa koneksi internet kamu."
        empty="Belum ada artikel."
      >
        {(list) => (
          <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4">
            {list.map((a, i) => (
              <div className="col" key={a.id}>
                <ArticleCard article={a} eager={i < 2} />
              </div>
            ))}
          </div>
        )}
      </LoadView>
    </section>
  );
}
