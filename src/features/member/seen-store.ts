// When a member last opened the notifications page, per uid, in this browser.
const key = (uid: string) => `og:notifikasi-dilihat:${uid}`;

export function readLastSeen(uid: string): Date | null {
  try {
    const raw = localStorage.getItem(key(uid));
    const ms = raw ? Number(raw) : NaN;
    return Number.isFinite(ms) ? new Date(ms) : null;
  } catch {
    return null;
  }
}

export function writeLastSeen(uid: string, when: Date): void {
  try {
    localStorage.setItem(key(uid), String(when.getTime()));
  } catch {
    // Private mode or a full store: the count simply stays as it is.
  }
}
