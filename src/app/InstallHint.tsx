// The hint itself, loaded only where it shows (InstallHintSlot in layouts.tsx):
// Safari on iPhone, at most once a week.
import { useEffect, useState } from 'react';
import { INSTALL_HINT_KEY } from './install-hint';

function remember(now: number): void {
  try {
    localStorage.setItem(INSTALL_HINT_KEY, String(now));
  } catch {
    /* storage blocked */
  }
}

/** Safari on iPhone offers no install prompt: say how. */
export function InstallHint() {
  const [closed, setClosed] = useState(false);

  useEffect(() => remember(Date.now()), []);

  if (closed) return null;
  return (
    <div className="site-toast shadow" role="status">
      <span>
        Pasang ONE GADGET di layar HP kamu: ketuk <strong>Bagikan → Tambahkan ke Layar Utama</strong>.
      </span>
      <button type="button" className="btn btn-outline-light btn-sm" onClick={() => setClosed(true)}>
        Tutup
      </button>
    </div>
  );
}
