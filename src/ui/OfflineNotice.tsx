import { useSyncExternalStore } from 'react';
import {
  copyTimeOf,
  noOfflineCopies,
  offlineCopies,
  subscribeOfflineCopies,
} from '../firebase/visitor/offline-copy';
import { formatShortDateTime } from '../lib/dates';
import { useHydrated } from './useHydrated';

const reloadPage = () => window.location.reload();

/**
 * 'Offline · Harga per 24 Nov 2026 14.05' while this page shows a last known copy
 * of its data (the network read failed), nothing otherwise. Once the connection
 * is back it offers 'Muat ulang': a reload, which reads everything afresh (a copy
 * never enters the short-lived cache) and is the one way that refreshes every
 * load of every page alike.
 */
export function OfflineNotice({
  label = 'Harga per',
  reload = reloadPage,
}: {
  /** What the time says: 'Harga per' on price pages, e.g. 'Disimpan' on articles. */
  label?: string;
  reload?: () => void;
}) {
  const hydrated = useHydrated();
  const copies = useSyncExternalStore(subscribeOfflineCopies, offlineCopies, noOfflineCopies);
  // Before hydration the page must render what the build rendered: no notice.
  const at = hydrated ? copyTimeOf(copies, window.location.pathname) : null;
  if (at === null) return null;
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 py-2 px-3" role="status">
      <span className="badge text-bg-dark">Offline</span>{' '}
      <span>
        {label} {formatShortDateTime(new Date(at))}
      </span>
      {copies.reconnected && (
        <>
          {' '}
          <span>Koneksi sudah kembali.</span>
          <button type="button" className="btn btn-sm btn-primary" onClick={reload}>
            Muat ulang
          </button>
        </>
      )}
    </div>
  );
}
