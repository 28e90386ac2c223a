import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ScreenHeader } from './ScreenHeader';

/** Any admin address without a screen. */
export default function AdminNotFound() {
  return (
    <section className="container py-5 text-center">
      <ScreenHeader title="Halaman admin tidak ditemukan" />
      <p className="text-body-secondary">Alamat ini tidak ada di Panel Admin.</p>
      <Link to={paths.admin.root} className="btn btn-primary">
        Ke Ringkasan
      </Link>
    </section>
  );
}
