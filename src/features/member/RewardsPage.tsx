import '../../styles/list-group.scss';
import './member-till.scss';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { Reward } from '../../firebase/types';
import { Empty } from '../../ui/LoadFaces';
import { LoadView } from '../../ui/LoadView';
import { useMember } from '../../ui/auth-context';
import { useLive } from '../../ui/useLive';
import { useLoad } from '../../ui/useLoad';
import { getPointsRate, listRewards } from './api';
import { subscribePoints } from './live-api';
import { MemberPage } from './MemberPage';
import { earnLine, entryParts, pointsLabel, REDEEM_LINE, type Points } from './points';

interface RewardData {
  rewards: Reward[];
  rate: number | null;
}

export default function RewardsPage() {
  const user = useMember();
  const load = useLoad<RewardData>(async () => {
    // The rate only explains: without it the rewards still show.
    const [rewards, rate] = await Promise.all([listRewards(), getPointsRate().catch(() => null)]);
    return { rewards, rate };
  }, 'reward');
  const points = useLive<Points>(
    (onData, onError) => subscribePoints(user.uid, onData, onError),
    `poin:${user.uid}`,
  );
  const rewards = load.status === 'ready' ? load.data.rewards : [];
  const rewardTitle = (id: string) => rewards.find((r) => r.id === id)?.judul ?? '';

  return (
    <MemberPage title="Reward" lead="Hadiah untuk member setia ONE GADGET.">
      <section className="card shadow-sm mb-4" aria-labelledby="poin-saya">
        <div className="card-body">
          <h2 id="poin-saya" className="h5 mb-1">
            Poin kamu
          </h2>
          <LoadView
            load={points}
            loading="Memuat poin..."
            error="Poin gagal dimuat. Periksa koneksi internet kamu."
          >
            {(p) => (
              <>
                <p className="member-points-balance mb-2" data-testid="points-balance">
                  {pointsLabel(p.saldo)}
                </p>
                <p className="mb-1">{earnLine(load.status === 'ready' ? load.data.rate : null)}</p>
                <p className="mb-3">
                  {REDEEM_LINE} <Link to={paths.member.card}>Buka Kartu member</Link>
                </p>
                <h3 className="h6 mb-2">Riwayat poin</h3>
                {p.entries.length ? (
                  <ul className="list-group" aria-label="Riwayat poin">
                    {p.entries.map((e) => {
                      const { amount, what } = entryParts(e, rewardTitle);
                      return (
                        <li key={e.id} className="list-group-item member-points-entry">
                          <span className={e.jenis === 'dapat' ? 'member-points-in' : 'member-points-out'}>
                            {amount}
                          </span>
                          {' · '}
                          {what}
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <p className="text-body-secondary mb-0">
                    Belum ada poin. Belanja di toko dan tunjukkan Kartu member untuk mulai mengumpulkan poin.
                  </p>
                )}
              </>
            )}
          </LoadView>
        </div>
      </section>
      <h2 className="h5 mb-3">Daftar reward</h2>
      <LoadView
        load={load}
        loading="Memuat reward..."
        error="Reward gagal dimuat. Periksa koneksi internet kamu."
      >
        {(data) =>
          data.rewards.length === 0 ? (
            <Empty>Belum ada reward tersedia.</Empty>
          ) : (
            <ul className="list-unstyled row g-3 mb-0">
              {data.rewards.map((r) => (
                <li key={r.id} className="col-12 col-md-6">
                  <article className="card shadow-sm member-card member-reward">
                    <div className="card-body">
                      <h3 className="h5 card-title">{r.judul}</h3>
                      <p className="card-text mb-0">{r.deskripsi}</p>
                      {r.poin > 0 && (
                        <p className="mt-2 mb-0">
                          <span className="badge text-bg-warning member-reward-price">
                            {pointsLabel(r.poin)}
                          </span>
                        </p>
                      )}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </LoadView>
    </MemberPage>
  );
}
