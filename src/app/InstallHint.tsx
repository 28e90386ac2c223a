import { useEffect, useState } from 'react';
import { useHydrated } from '../ui/useHydrated';
import { INSTALL_HINT_KEY, shouldShowInstallHint } from './install-hint';

function lastShown(): number | null {
  try {
    const value = Number(localStorage.getItem(INSTALL_HINT_KEY));
    return value > 0 ? value : null;
  } catch {
    return null; // storage blocked: the hint may show again, nothing breaks
  }
}

function remember(now: number): void {
  try {
    localStorage.setItem(INSTALL_HINT_KEY, String(now));
  } catch {
    /* storage blocked */
  }
}

function offered(): boolean {
  if (typeof window === 'undefined') return false; // rendering the page at build time
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone =
    nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
  return shouldShowInstallHint({
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints,
    standalone,
    lastShown: lastShown(),
    now: Date.now(),
  });
}

/** Safari on iPhone offers no install prompt: say how, at most once a week. */
export function InstallHint() {
  // Decided once per page; shown only after the page has taken over the build's HTML.
  const [offer] = useState(offered);
  const [closed, setClosed] = useState(false);
  const visible = useHydrated() && offer && !closed;

  useEffect(() => {
    if (visible) remember(Date.now());
  }, [visible]);

  if (!visible) return null;
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
