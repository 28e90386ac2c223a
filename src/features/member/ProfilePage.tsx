import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROFILE_LIMITS } from '../../config/limits';
import { paths } from '../../config/paths';
import type { MemberProfile } from '../../firebase/types';
import { LoadError, Loading } from '../../ui/LoadFaces';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { getProfile, saveProfile, type MemberUser } from './api';
import { RequireMember } from './guards';

export const PROFILE_SAVED = 'Profil berhasil diperbarui';
/** SPEC §9: back to the member home 1.5 s after a save. */
export const PROFILE_REDIRECT_MS = 1500;

export default function ProfilePage() {
  usePageTitle('Profil');
  // SPEC §6: signed out, /member/profil goes to /login-member (which leads on to the login page).
  return (
    <RequireMember redirectTo={paths.member.legacyLogin}>{(user) => <Profile user={user} />}</RequireMember>
  );
}

function Profile({ user }: { user: MemberUser }) {
  const profile = useLoad(() => getProfile(user.uid), user.uid);
  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">Profil</h1>
      {profile.status === 'loading' && <Loading label="Memuat profil..." />}
      {profile.status === 'error' && (
        <LoadError onRetry={profile.retry} message="Profil gagal dimuat. Periksa koneksi internet kamu." />
      )}
      {profile.status === 'ready' && <ProfileForm user={user} profile={profile.data} />}
    </section>
  );
}

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

export function ProfileForm({ user, profile }: { user: MemberUser; profile: MemberProfile | null }) {
  const navigate = useNavigate();
  const [nama, setNama] = useState(profile?.nama || user.displayName);
  const [whatsapp, setWhatsapp] = useState(profile?.whatsapp ?? '');
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const email = profile?.email || user.email;

  useEffect(() => {
    if (save.kind !== 'saved') return;
    const timer = setTimeout(() => navigate(paths.member.home), PROFILE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [save.kind, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.kind === 'saving' || save.kind === 'saved') return;
    setSave({ kind: 'saving' });
    try {
      await saveProfile(user, { nama, whatsapp });
      setSave({ kind: 'saved' });
    } catch (err) {
      setSave({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  }

  const locked = save.kind === 'saving' || save.kind === 'saved';
  return (
    <form onSubmit={submit} className="card shadow-sm member-form" aria-label="Form profil">
      <div className="card-body p-4">
        {save.kind === 'saved' && (
          <div className="alert alert-success" role="status">
            {PROFILE_SAVED}
          </div>
        )}
        {save.kind === 'error' && (
          <div className="alert alert-danger" role="alert">
            {`Terjadi kesalahan: ${save.message}`}
          </div>
        )}
        <div className="mb-3">
          <label htmlFor="profil-nama" className="form-label">
            Nama Lengkap
          </label>
          <input
            id="profil-nama"
            className="form-control"
            autoComplete="name"
            required
            maxLength={PROFILE_LIMITS.nama}
            value={nama}
            onChange={(e) => setNama(e.target.value)}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="profil-whatsapp" className="form-label">
            WhatsApp <span className="text-body-secondary small">(opsional)</span>
          </label>
          <input
            id="profil-whatsapp"
            type="tel"
            inputMode="tel"
            className="form-control"
            autoComplete="tel"
            placeholder="08xxxxxxxxxx"
            maxLength={PROFILE_LIMITS.whatsapp}
            value={whatsapp}
            onChange={(e) => setWhatsapp(e.target.value)}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="profil-email" className="form-label">
            Email
          </label>
          <input
            id="profil-email"
            type="email"
            className="form-control"
            value={email}
            readOnly
            aria-describedby="profil-email-hint"
          />
          <div id="profil-email-hint" className="form-text">
            Email dipakai untuk login dan tidak bisa diubah di sini.
          </div>
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={locked}>
          {save.kind === 'saving' ? 'Menyimpan...' : 'Simpan Profil'}
        </button>
      </div>
    </form>
  );
}
