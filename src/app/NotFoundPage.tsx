import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { usePageTitle } from '../ui/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Halaman tidak ditemukan');
  return (
    <section className="container py-5 text-center">
      <p className="display-4 fw-bold text-body-secondary mb-2">404</p>
      <h1 className="h3">Halaman tidak ditemukan</h1>
      <p className="text-body-secondary">Maaf, halaman yang kamu cari tidak ada atau sudah dipindahkan.</p>
      <Link to={paths.home} className="btn btn-primary">
        Kembali ke Beranda
      </Link>
    </section>
  );
}
