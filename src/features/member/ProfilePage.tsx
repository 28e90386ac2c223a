import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PROFILE_LIMITS } from '../../firebase/specs/users.limits';
import { paths } from '../../config/paths';
import type { MemberProfile } from '../../firebase/types';
import { Field } from '../../ui/Field';
import { useLoad } from '../../ui/useLoad';
import { getProfile, saveProfile, type MemberUser } from './api';
import { useMember } from '../../ui/auth-context';
import { MemberLoadPage } from './MemberPage';
import { NAMA_REQUIRED } from './registration';

export const PROFILE_SAVED = 'Profil berhasil diperbarui';
/** Back to the member home this long after a save, once the member has seen the message. */
export const PROFILE_REDIRECT_MS = 1500;

export default function ProfilePage() {
  const user = useMember();
  // A member without a users document yet gets an empty form (saving creates it).
  const profile = useLoad(async () => ({ stored: await getProfile(user.uid) }), user.uid);
  return (
    <MemberLoadPage title="Profil" lead="Ubah nama dan nomor WhatsApp akun member kamu." load={profile}>
      {({ stored }) => <ProfileForm user={user} profile={stored} />}
    </MemberLoadPage>
  );
}

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

export function ProfileForm({ user, profile }: { user: MemberUser; profile: MemberProfile | null }) {
  const navigate = useNavigate();
  const [nama, setNama] = useState(profile?.nama || user.displayName);
  const [whatsapp, setWhatsapp] = useState(profile?.whatsapp ?? '');
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [namaError, setNamaError] = useState<string | null>(null);
  const email = profile?.email || user.email;

  useEffect(() => {
    if (save.kind !== 'saved') return;
    const timer = setTimeout(() => navigate(paths.member.home), PROFILE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [save.kind, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.kind === 'saving' || save.kind === 'saved') return;
    // 'required' lets a name of only spaces through; the rules would then refuse the save.
    if (!nama.trim()) {
      setNamaError(NAMA_REQUIRED);
      setSave({ kind: 'idle' });
      document.getElementById('profil-nama')?.focus();
      return;
    }
    setNamaError(null);
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
        <Field
          id="profil-nama"
          label="Nama Lengkap"
          autoComplete="name"
          required
          limit={PROFILE_LIMITS.nama}
          value={nama}
          onChange={(e) => setNama(e.target.value)}
          error={namaError}
        />
        <Field
          id="profil-whatsapp"
          label={
            <>
              WhatsApp <span className="text-body-secondary small">(opsional)</span>
            </>
          }
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="08xxxxxxxxxx"
          limit={PROFILE_LIMITS.whatsapp}
          value={whatsapp}
          onChange={(e) => setWhatsapp(e.target.value)}
        />
        <Field
          id="profil-email"
          label="Alamat email"
          type="email"
          value={email}
          readOnly
          hint="Email dipakai untuk login dan tidak bisa diubah di sini."
        />
        <button type="submit" className="btn btn-primary w-100" disabled={locked}>
          {save.kind === 'saving' ? 'Menyimpan...' : 'Simpan Profil'}
        </button>
      </div>
    </form>
  );
}
