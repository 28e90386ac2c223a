import { Link } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../ui/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Halaman tidak ditemukan');
  return (
    <section className="container py-5 text-center state-page">
      <p className="state-page-code mb-2" aria-hidden="true">
        404
      </p>
      <h1>Halaman tidak ditemukan</h1>
      <p className="text-body-secondary">Maaf, halaman yang kamu cari tidak ada atau sudah dipindahkan.</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={paths.home} className="btn btn-primary">
          Kembali ke Beranda
        </Link>
        <Link to={paths.pricelist} className="btn btn-outline-secondary">
          Lihat Pricelist
        </Link>
      </div>
    </section>
  );
}
