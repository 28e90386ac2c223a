import { useLoad } from '../../ui/useLoad';
import { listRewards } from './api';
import { MemberLoadPage } from './MemberPage';

export default function RewardsPage() {
  const rewards = useLoad(listRewards, 'reward');
  return (
    <MemberLoadPage
      title="Reward"
      lead="Hadiah untuk member setia ONE GADGET."
      load={rewards}
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
    </MemberLoadPage>
  );
}
