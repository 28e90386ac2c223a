// What keeps a half-finished registration usable. The account can be created
// and the users/{uid} write then fail (connection lost): the member is told to
// sign in, and the profile (name and WhatsApp as typed) waits in this browser
// until the next sign-in writes it.

/** Registration's form message; SPEC has no wording for it, so the form's own. */
export const NAMA_REQUIRED = 'Nama wajib diisi.';
export const WHATSAPP_REQUIRED = 'WhatsApp wajib diisi.';

export const PROFILE_PENDING =
  'Akun kamu sudah dibuat, tetapi data profil belum tersimpan. Silakan login dengan email dan password tadi; data profil akan disimpan otomatis saat kamu login.';

/** The account exists, its profile does not (yet). */
export class ProfileNotSavedError extends Error {
  constructor(readonly email: string) {
    super('The account was created but its profile could not be written.');
    this.name = 'ProfileNotSavedError';
  }
}

export function isProfileNotSaved(e: unknown): e is ProfileNotSavedError {
  return e instanceof ProfileNotSavedError;
}

export interface PendingProfile {
  nama: string;
  noWa: string;
}

const key = (uid: string) => `og:profil-tertunda:${uid}`;

export function savePendingProfile(uid: string, profile: PendingProfile): void {
  try {
    localStorage.setItem(key(uid), JSON.stringify(profile));
  } catch {
    // Private mode or a full store: the next sign-in falls back to the Auth display name.
  }
}

export function readPendingProfile(uid: string): PendingProfile | null {
  try {
    const raw = localStorage.getItem(key(uid));
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { nama, noWa } = v as Record<string, unknown>;
    return typeof nama === 'string' && typeof noWa === 'string' ? { nama, noWa } : null;
  } catch {
    return null;
  }
}

export function clearPendingProfile(uid: string): void {
  try {
    localStorage.removeItem(key(uid));
  } catch {
    // Nothing to clear.
  }
}
