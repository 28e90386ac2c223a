import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ChatLink } from '../../ui/ChatLink';
import { LoadView } from '../../ui/LoadView';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { ShareButton } from '../../ui/ShareButton';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { useShopWhatsApp } from '../../ui/useShopContact';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { getArticle, type DatedArticle } from './api';
import { ArticleCover } from './ArticleCover';
import { ArrowIcon } from './ArrowIcon';
import { PublishedDate } from './PublishedDate';
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

function ArticleBody({ article }: { article: DatedArticle }) {
  return (
    <article>
      <nav aria-label="Kembali" className="mb-3">
        <BackLink />
      </nav>
      <h1 className="h2 mb-2 article-title">{article.judul}</h1>
      <PublishedDate published={article.published} className="mb-3" />
      {article.cover && <ArticleCover src={article.cover} alt={article.judul} eager className="mb-4" />}
      <div className="article-body">
        {paragraphs(article.isi).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <ArticleEnd article={article} />
    </article>
  );
}

/** What to do after reading: ask the shop about it, pass it on, or read another. */
function ArticleEnd({ article }: { article: DatedArticle }) {
  const whatsApp = useShopWhatsApp();
  return (
    <section className="article-end" aria-labelledby="article-end-title">
      <h2 id="article-end-title" className="h5 mb-1">
        Ada pertanyaan soal ini?
      </h2>
      <p className="text-body-secondary mb-3">Admin kami siap menjawab lewat WhatsApp.</p>
      <div className="article-end-actions">
        <ChatLink
          number={whatsApp}
          text={`Halo ONE GADGET, saya baru baca artikel "${article.judul}". Mau tanya: `}
          data-tap="kontak"
          className="btn btn-whatsapp"
          explain
        >
          <WhatsAppIcon />
          Tanya Admin
        </ChatLink>
        <ShareButton title={article.judul} text={`${article.judul} · ONE GADGET Bali`} />
        <Link to={paths.goodNews} className="btn btn-light">
          Artikel Lainnya
          <ArrowIcon />
        </Link>
      </div>
    </section>
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
