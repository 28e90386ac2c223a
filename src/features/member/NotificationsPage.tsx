import '../../styles/list-group.scss';
import { useEffect, useState } from 'react';
import type { MemberNotification } from '../../firebase/types';
import { Empty, LoadError, Loading } from '../../ui/LoadFaces';
import { usePageTitle } from '../../ui/usePageTitle';
import type { MemberUser } from './api';
import { RequireMember } from './guards';
import { subscribeNotifications } from './live-api';
import { dateLabel, isNew, seenUntil } from './notifications';
import { readLastSeen, writeLastSeen } from './seen-store';

export default function NotificationsPage() {
  usePageTitle('Notifikasi');
  return <RequireMember>{(user) => <Notifications user={user} />}</RequireMember>;
}

type LiveState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: MemberNotification[] };

function Notifications({ user }: { user: MemberUser }) {
  // "New" means newer than the previous visit; this visit moves the mark on.
  const [lastSeen] = useState(() => readLastSeen(user.uid));
  const [state, setState] = useState<LiveState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(
    () =>
      subscribeNotifications(
        (list) => {
          setState({ status: 'ready', list });
          writeLastSeen(user.uid, seenUntil(list, new Date()));
        },
        (e) => {
          console.warn('Notifications subscription failed', e);
          setState({ status: 'error' });
        },
      ),
    [user.uid, attempt],
  );

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  };

  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">Notifikasi</h1>
      {state.status === 'loading' && <Loading label="Memuat notifikasi..." />}
      {state.status === 'error' && (
        <LoadError onRetry={retry} message="Notifikasi gagal dimuat. Periksa koneksi internet kamu." />
      )}
      {state.status === 'ready' &&
        (state.list.length === 0 ? (
          <Empty>Belum ada notifikasi.</Empty>
        ) : (
          <ul className="list-group shadow-sm" aria-label="Daftar notifikasi" aria-live="polite">
            {state.list.map((n) => (
              <li key={n.id} className="list-group-item py-3">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <h2 className="h6 mb-1">{n.judul}</h2>
                  {isNew(n, lastSeen) && <span className="badge text-bg-warning">Baru</span>}
                </div>
                <p className="mb-1">{n.pesan}</p>
                {dateLabel(n) && <small className="text-body-secondary">{dateLabel(n)}</small>}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
