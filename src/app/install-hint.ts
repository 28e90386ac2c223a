// When to show the "add to home screen" hint: only where the browser offers no
// install of its own (Safari on iPhone and iPad), not in the installed app itself,
// and at most once a week; and the hint's view, fetched only where it shows.
import type { ComponentType } from 'react';

export const INSTALL_HINT_KEY = 'og-install-hint-shown';
export const INSTALL_HINT_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

export interface InstallHintContext {
  userAgent: string;
  /** iPadOS reports itself as a Mac: its touch points tell it apart. */
  maxTouchPoints: number;
  /** Opened from the home screen (Safari's navigator.standalone, or display-mode standalone). */
  standalone: boolean;
  /** When the hint was last shown (ms), or null. */
  lastShown: number | null;
  now: number;
}

export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iP(hone|od|ad)/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  // Other iOS browsers (Chrome, Firefox, in-app browsers such as Instagram's) cannot add to the home screen this way.
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|Instagram|FBAN|FBAV/.test(userAgent);
}

export function shouldShowInstallHint(c: InstallHintContext): boolean {
  if (c.standalone || !isIosSafari(c.userAgent, c.maxTouchPoints)) return false;
  return c.lastShown === null || c.now - c.lastShown >= INSTALL_HINT_EVERY_MS;
}

function lastShown(): number | null {
  try {
    const value = Number(localStorage.getItem(INSTALL_HINT_KEY));
    return value > 0 ? value : null;
  } catch {
    return null; // storage blocked: the hint may show again, nothing breaks
  }
}

/** Whether this browser, now, gets the hint (never while the page is rendered at build time). */
export function installHintOffered(): boolean {
  if (typeof window === 'undefined') return false;
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

/**
 * The hint's view, fetched only by the browsers that get it: every other visitor loads none
 * of it. One that cannot load (offline before the service worker is in) is no hint, not an
 * error page.
 */
export const loadInstallHint = (): Promise<{ default: ComponentType }> =>
  import('./InstallHint').then(
    (m) => ({ default: m.InstallHint }),
    () => ({ default: () => null }),
  );
