import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMember } from '../../../ui/auth-context';
import { Icon } from './icons';
import { ScreenHeader } from './ScreenHeader';
import { SignOutButton } from './SignOutButton';
import { adminPaths } from '../../../config/admin-paths';

/** /admin/lainnya: what the phone's tab bar has no room for — Member, Riwayat and the account. */
export default function MorePage() {
  const admin = useMember();
  return (
    <section className="container py-4">
      <ScreenHeader title="Lainnya" />
      <nav className="list-group admin-links mb-4" aria-label="Lainnya">
        <Link to={adminPaths.members} className="list-group-item list-group-item-action">
          <Icon name="member" />
          Member
        </Link>
        <Link to={adminPaths.history} className="list-group-item list-group-item-action">
          <Icon name="riwayat" />
          Riwayat
        </Link>
        <Link to={paths.home} className="list-group-item list-group-item-action">
          <Icon name="site" />
          Lihat situs
        </Link>
      </nav>
      <section className="card" aria-labelledby="akun-admin">
        <div className="card-body">
          <h2 id="akun-admin" className="h6 text-body-secondary mb-1">
            Akun
          </h2>
          <p className="fw-semibold text-break">{admin.email}</p>
          <SignOutButton className="btn-outline-danger" />
        </div>
      </section>
    </section>
  );
}
