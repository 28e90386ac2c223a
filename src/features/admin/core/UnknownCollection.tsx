import { Link } from 'react-router';
import { ScreenHeader } from '../shell/ScreenHeader';
import { adminPaths } from '../../../config/admin-paths';

export function UnknownCollection() {
  return (
    <section className="container py-5 text-center">
      <ScreenHeader title="Koleksi tidak dikenal" back={{ to: adminPaths.catalogue, label: 'Katalog' }} />
      <p className="text-body-secondary">Alamat ini tidak menunjuk ke koleksi mana pun.</p>
      <Link to={adminPaths.catalogue} className="btn btn-primary">
        Ke Katalog
      </Link>
    </section>
  );
}
