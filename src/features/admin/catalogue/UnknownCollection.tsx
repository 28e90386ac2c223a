import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function UnknownCollection() {
  return (
    <section className="container py-5 text-center">
      <h1 className="h3">Koleksi tidak dikenal</h1>
      <Link to={paths.admin.catalogue} className="btn btn-primary">
        Ke Katalog
      </Link>
    </section>
  );
}
