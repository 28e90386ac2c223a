import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ScreenHeader } from '../shell/ScreenHeader';

export function UnknownCollection() {
  return (
    <section className="container py-5 text-center">
      <ScreenHeader title="Koleksi tidak dikenal" back={{ to: paths.admin.catalogue, label: 'Katalog' }} />
      <p className="text-body-secondary">Alamat ini tidak menunjuk ke koleksi mana pun.</p>
      <Link to={paths.admin.catalogue} className="btn btn-primary">
        Ke Katalog
      </Link>
    </section>
  );
}
