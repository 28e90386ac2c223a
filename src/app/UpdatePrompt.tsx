import { useSyncExternalStore } from 'react';
import { swUpdate } from './sw-updates';

/** "Versi baru tersedia — Muat ulang": shown while a new version of the site waits. */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(swUpdate.subscribe, swUpdate.current, () => null);
  if (!apply) return null;
  return (
    <div className="site-toast shadow" role="status">
      <span>Versi baru tersedia —</span>{' '}
      <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
        Muat ulang
      </button>
    </div>
  );
}
