import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { getProfile, listActiveCoupons, listClaimedCouponIds, listNotifications } from './api';
import { couponSummary } from './coupons';
import { useMember } from '../../ui/auth-context';
import { useLogout } from './useLogout';
import { countNew } from './notifications';
import { readLastSeen } from './seen-store';

/** One of beranda's cards: what it is on the left, its one action on the right (below when narrow). */
function HomeCard({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className="col-12 col-md-6">
      <div className="card shadow-sm member-card">
        <div className="card-body d-flex flex-wrap align-items-center gap-3">
          <div className="member-card-text">
            <h2 className="h5 card-title mb-1">{title}</h2>
            {children}
          </div>
          {action}
        </div>
      </div>
    </div>
  );
}

const BENEFITS = [
  'Kupon diskon servis dan aksesoris',
  'Reward untuk member setia',
  'Info promo lebih dulu dari admin',
];

export default function MemberHomePage() {
  usePageTitle('Beranda Member');
  const user = useMember();
  const profile = useLoad(() => getProfile(user.uid), `profile:${user.uid}`);
  const notes = useLoad(listNotifications, `notifikasi:${user.uid}`);
  const coupons = useLoad(async () => {
    const [active, claimed] = await Promise.all([listActiveCoupons(), listClaimedCouponIds(user.uid)]);
    return couponSummary(active, claimed);
  }, `kupon:${user.uid}`);
  const logout = useLogout();
  const name = (profile.status === 'ready' && profile.data?.nama) || user.displayName || user.email;

  let newCount: ReactNode;
  if (notes.status === 'loading') newCount = <span className="text-body-secondary">Memuat...</span>;
  else if (notes.status === 'error') {
    newCount = (
      <span className="text-body-secondary">
        Jumlah notifikasi belum bisa dimuat.{' '}
        <button type="button" className="btn btn-link px-2" onClick={notes.retry}>
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

  const go = (to: string, label: string) => (
    <Link to={to} className="btn btn-outline-secondary member-card-action">
      {label}
    </Link>
  );

  return (
    <section className="container py-4">
      {/* The greeting and the benefits card on the brand's navy: the member's own corner. */}
      <div className="member-hero mb-3">
        <div className="row g-3 align-items-center">
          <div className="col-12 col-md-6">
            <p className="member-kicker mb-1">Member ONE GADGET</p>
            <h1 className="h2 mb-1">Halo, {name}!</h1>
            <p className="mb-0">Selamat datang di area member ONE GADGET.</p>
          </div>
          <div className="col-12 col-md-6">
            <div className="member-benefit">
              <h2 className="h5 mb-2">Benefit Member</h2>
              <ul className="member-checks list-unstyled mb-0">
                {BENEFITS.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
      <div className="row g-3">
        <HomeCard title="Notifikasi" action={go(paths.member.notifications, 'Lihat Notifikasi')}>
          {/* A live region: the count (or the failure) is announced when it arrives. */}
          <p className="mb-0" role="status">
            {newCount}
          </p>
        </HomeCard>
        <HomeCard title="Profil" action={go(paths.member.profile, 'Atur Profil')}>
          <p className="text-body-secondary mb-0">Ubah nama dan nomor WhatsApp kamu.</p>
        </HomeCard>
        <HomeCard title="Reward" action={go(paths.member.rewards, 'Lihat Reward')}>
          <p className="text-body-secondary mb-0">Hadiah untuk kamu sebagai member.</p>
        </HomeCard>
        <HomeCard title="Kupon" action={go(paths.member.coupons, 'Lihat Kupon')}>
          <p className="mb-0" role="status" data-testid="coupon-count">
            {coupons.status === 'ready' ? (
              <span className="fw-semibold">{coupons.data}</span>
            ) : (
              // Loading or not loaded: the card still says what it is for; the page itself retries.
              <span className="text-body-secondary">Klaim kupon diskon belanja dan servis.</span>
            )}
          </p>
        </HomeCard>
        {/* The member area's one Keluar (sign out) on this page (the menu leaves its own out here). */}
        <HomeCard
          title="Keluar"
          action={
            <button type="button" className="btn btn-outline-danger member-card-action" onClick={logout}>
              Keluar
            </button>
          }
        >
          <p className="text-body-secondary mb-0">Keluar dari akun member di perangkat ini.</p>
        </HomeCard>
      </div>
    </section>
  );
}
