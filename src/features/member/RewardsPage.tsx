import { Empty, LoadError, Loading } from '../../ui/LoadFaces';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { listRewards } from './api';
import { RequireMember } from './guards';

export default function RewardsPage() {
  usePageTitle('Reward');
  return <RequireMember>{() => <Rewards />}</RequireMember>;
}

function Rewards() {
  const rewards = useLoad(listRewards, 'reward');
  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">Reward</h1>
      {rewards.status === 'loading' && <Loading label="Memuat reward..." />}
      {rewards.status === 'error' && (
        <LoadError onRetry={rewards.retry} message="Reward gagal dimuat. Periksa koneksi internet kamu." />
      )}
      {rewards.status === 'ready' &&
        (rewards.data.length === 0 ? (
          <Empty>Belum ada reward tersedia.</Empty>
        ) : (
          <ul className="list-unstyled row g-3 mb-0">
            {rewards.data.map((r) => (
              <li key={r.id} className="col-12 col-md-6">
                <article className="card shadow-sm member-card member-card-accent">
                  <div className="card-body">
                    <h2 className="h5 card-title">{r.judul}</h2>
                    <p className="card-text mb-0">{r.deskripsi}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
