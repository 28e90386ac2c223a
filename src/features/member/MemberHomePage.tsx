import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { getProfile, listNotifications } from './api';
import { useMember } from '../../ui/auth-context';
import { useLogout } from './useLogout';
import { countNew } from './notifications';
import { readLastSeen } from './seen-store';

function HomeCard({ title, children, accent }: { title: string; children: ReactNode; accent?: boolean }) {
  return (
    <div className="col-12 col-sm-6 col-lg-4">
      <div className={`card shadow-sm member-card${accent ? ' member-card-accent' : ''}`}>
        <div className="card-body d-flex flex-column">
          <h2 className="h5 card-title">{title}</h2>
          {children}
        </div>
      </div>
    </div>
  );
}

export default function MemberHomePage() {
  usePageTitle('Beranda Member');
  const user = useMember();
  const profile = useLoad(() => getProfile(user.uid), `profile:${user.uid}`);
  const notes = useLoad(listNotifications, `notifikasi:${user.uid}`);
  const logout = useLogout();
  const name = (profile.status === 'ready' && profile.data?.nama) || user.displayName || user.email;

  let newCount: ReactNode;
  if (notes.status === 'loading') newCount = <span className="text-body-secondary">Memuat...</span>;
  else if (notes.status === 'error') {
    newCount = (
      <span className="text-body-secondary">
        Jumlah notifikasi belum bisa dimuat.{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={notes.retry}>
          Coba lagi
        </button>
      </span>
    );
  } else {
    const n = countNew(notes.data, readLastSeen(user.uid));
    newCount =
      n > 0 ? (
        <span className="badge text-bg-warning fs-6" data-testid="notif-count">
          {n} notifikasi baru
        </span>
      ) : (
        <span className="text-body-secondary" data-testid="notif-count">
          Tidak ada notifikasi baru
        </span>
      );
  }

  return (
    <section className="container py-4">
      <h1 className="h3 mb-1">Halo, {name}!</h1>
      <p className="text-body-secondary mb-4">Selamat datang di area member ONE GADGET.</p>
      <div className="row g-3">
        <HomeCard title="Benefit Member" accent>
          <ul className="mb-0 ps-3">
            <li>Kupon diskon servis dan aksesoris</li>
            <li>Reward untuk member setia</li>
            <li>Info promo lebih dulu dari admin</li>
          </ul>
        </HomeCard>
        <HomeCard title="Notifikasi">
          {/* A live region: the count (or the failure) is announced when it arrives. */}
          <p className="mb-3" role="status">
            {newCount}
          </p>
          <Link to={paths.member.notifications} className="btn btn-outline-primary mt-auto">
            Lihat Notifikasi
          </Link>
        </HomeCard>
        <HomeCard title="Profil">
          <p className="text-body-secondary">Ubah nama dan nomor WhatsApp kamu.</p>
          <Link to={paths.member.profile} className="btn btn-outline-primary mt-auto">
            Atur Profil
          </Link>
        </HomeCard>
        <HomeCard title="Reward">
          <p className="text-body-secondary">Hadiah yang bisa kamu dapatkan sebagai member.</p>
          <Link to={paths.member.rewards} className="btn btn-outline-primary mt-auto">
            Lihat Reward
          </Link>
        </HomeCard>
        <HomeCard title="Kupon">
          <p className="text-body-secondary">Klaim kupon diskon untuk belanja dan servis.</p>
          <Link to={paths.member.coupons} className="btn btn-outline-primary mt-auto">
            Lihat Kupon
          </Link>
        </HomeCard>
        <HomeCard title="Logout">
          <p className="text-body-secondary">Keluar dari akun member di perangkat ini.</p>
          <button type="button" className="btn btn-outline-danger mt-auto" onClick={logout}>
            Logout
          </button>
        </HomeCard>
      </div>
    </section>
  );
}
