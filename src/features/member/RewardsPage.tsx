import { LoadView } from '../../ui/LoadView';
import { useLoad } from '../../ui/useLoad';
import { listRewards } from './api';
import { MemberPage } from './MemberPage';

export default function RewardsPage() {
  const rewards = useLoad(listRewards, 'reward');
  return (
    <MemberPage title="Reward" lead="Hadiah untuk member setia ONE GADGET.">
      <LoadView
        load={rewards}
        loading="Memuat reward..."
        error="Reward gagal dimuat. Periksa koneksi internet kamu."
        empty="Belum ada reward tersedia."
      >
        {(list) => (
          <ul className="list-unstyled row g-3 mb-0">
            {list.map((r) => (
              <li key={r.id} className="col-12 col-md-6">
                <article className="card shadow-sm member-card member-reward">
                  <div className="card-body">
                    <h2 className="h5 card-title">{r.judul}</h2>
                    <p className="card-text mb-0">{r.deskripsi}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </LoadView>
    </MemberPage>
  );
}
