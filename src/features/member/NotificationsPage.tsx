import '../../styles/list-group.scss';
import { useEffect, useState } from 'react';
import { useLive } from '../../ui/useLive';
import { useMember } from '../../ui/auth-context';
import { subscribeNotifications } from './live-api';
import { dateLabel, endLabel, hasEnded, isNew, seenUntil } from './notifications';
import { readLastSeen, writeLastSeen } from './seen-store';
import { MemberLoadPage } from './MemberPage';

export default function NotificationsPage() {
  const user = useMember();
  // "New" means newer than the previous visit; this visit moves the mark on.
  const [lastSeen] = useState(() => readLastSeen(user.uid));
  const live = useLive(subscribeNotifications, `notifikasi:${user.uid}`);
  const shown = live.status === 'ready' ? live.data : null;
  const now = new Date();

  useEffect(() => {
    if (shown) writeLastSeen(user.uid, seenUntil(shown, new Date()));
  }, [shown, user.uid]);

  return (
    <MemberLoadPage
      title="Notifikasi"
      lead="Kabar dan promo dari admin ONE GADGET."
      load={live}
      empty="Belum ada notifikasi."
    >
      {(list) => (
        <ul className="list-group shadow-sm" aria-label="Daftar notifikasi" aria-live="polite">
          {list.map((n) => {
            const fresh = isNew(n, lastSeen, now);
            const when = dateLabel(n);
            const end = endLabel(n, now);
            return (
              <li key={n.id} className={`list-group-item py-3${fresh ? ' member-note-new' : ''}`}>
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <h2 className="h5 mb-1">{n.judul}</h2>
                  {fresh && <span className="badge text-bg-warning">Baru</span>}
                </div>
                <p className="mb-1">{n.pesan}</p>
                {end && (
                  <p className={`small mb-1 ${hasEnded(n, now) ? 'text-body-secondary' : 'fw-semibold'}`}>
                    {end}
                  </p>
                )}
                {when && <small className="text-body-secondary">{when}</small>}
              </li>
            );
          })}
        </ul>
      )}
    </MemberLoadPage>
  );
}
