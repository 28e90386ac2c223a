import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PROFILE_LIMITS } from '../../firebase/specs/users.limits';
import { paths } from '../../config/paths';
import { Field } from '../../ui/Field';
import { Loading } from '../../ui/LoadFaces';
import { usePageTitle } from '../../ui/usePageTitle';
import { useAuth } from '../../ui/auth-context';
import { login, register, resetPassword } from './api';
import { authErrorMessage } from './auth-errors';
import { CHECKING_SESSION } from './MemberOnly';
import { isProfileNotSaved, NAMA_REQUIRED, PROFILE_PENDING, WHATSAPP_REQUIRED } from './registration';

export const REGISTERED = 'Registrasi berhasil. Silakan login.';

type Mode = 'login' | 'register';

/** What registration (notice, email) or a guarded page (from) hands to the login page. */
export interface LoginArrival {
  notice?: string;
  email?: string;
  /** Where to go after signing in, e.g. /admin. */
  from?: string;
}

function arrival(state: unknown): LoginArrival {
  return state && typeof state === 'object' ? (state as LoginArrival) : {};
}

/** Only a path of this site ('/…', never '//host'): state can come from anywhere in history. */
function afterLogin(from: string | undefined): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : paths.member.home;
}

export default function LoginPage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = arrival(location.state);

  const [mode, setMode] = useState<Mode>('login');
  const [form, setForm] = useState({ nama: '', whatsapp: '', email: arrived.email ?? '', password: '' });
  const [busy, setBusy] = useState<'submit' | 'reset' | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState(arrived.notice ?? '');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const registering = mode === 'register';
  usePageTitle(registering ? 'Daftar Member' : 'Login Member');

  // The card's heading is drawn while the session is checked (also in the page the
  // build renders ahead), so the page shows what it is before any script has run.
  if (loading)
    return (
      <LoginCard registering={false}>
        <Loading label={CHECKING_SESSION} />
      </LoginCard>
    );
  // A member who is already signed in has nothing to do here. While a form is
  // being submitted we stay: registration signs in briefly before signing out.
  if (user && busy !== 'submit') return <Navigate to={afterLogin(arrived.from)} replace />;

  const change = (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [e.target.name]: e.target.value });
  // What each of the form's fields takes from it: its id and name, its value and its message.
  const bind = (name: keyof typeof form) => ({
    id: `member-${name}`,
    name,
    value: form[name],
    onChange: change,
    error: fieldErrors[name],
  });

  const toggle = () => {
    setMode(registering ? 'login' : 'register');
    setError('');
    setNotice('');
    setFieldErrors({});
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError('');
    setNotice('');
    if (registering) {
      // 'required' lets a name of only spaces through; the rules would then refuse it.
      const missing = {
        ...(form.nama.trim() ? {} : { nama: NAMA_REQUIRED }),
        ...(form.whatsapp.trim() ? {} : { whatsapp: WHATSAPP_REQUIRED }),
      };
      setFieldErrors(missing);
      if (missing.nama || missing.whatsapp) {
        document.getElementById(missing.nama ? 'member-nama' : 'member-whatsapp')?.focus();
        return;
      }
    }
    setBusy('submit');
    try {
      if (registering) {
        await register(form);
        const email = form.email.trim();
        setMode('login');
        setForm({ nama: '', whatsapp: '', email, password: '' });
        setNotice(REGISTERED);
        // Then to /member, which leads on to this page; the notice travels along.
        navigate(paths.member.root, {
          replace: true,
          state: { notice: REGISTERED, email } satisfies LoginArrival,
        });
      } else {
        await login(form.email, form.password);
        navigate(afterLogin(arrived.from), { replace: true });
      }
    } catch (err) {
      if (registering && isProfileNotSaved(err)) {
        // The account exists: the way on is to sign in, which saves the profile.
        setMode('login');
        setForm({ nama: '', whatsapp: '', email: form.email.trim(), password: '' });
        setError(PROFILE_PENDING);
      } else {
        setError(authErrorMessage(err));
      }
    } finally {
      setBusy(null);
    }
  }

  async function forgotPassword() {
    if (busy) return;
    setError('');
    setNotice('');
    const email = form.email.trim();
    if (!email) {
      setError('Isi alamat email kamu dulu, lalu ketuk Lupa kata sandi? lagi.');
      return;
    }
    setBusy('reset');
    try {
      await resetPassword(email);
      setNotice(
        `Link untuk mengatur ulang kata sandi sudah dikirim ke ${email}. Cek kotak masuk atau folder spam.`,
      );
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <LoginCard registering={registering}>
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      {error && (
        <div className="alert alert-warning" role="alert">
          {error}
        </div>
      )}

      <form onSubmit={submit} aria-label={registering ? 'Form registrasi' : 'Form masuk'}>
        {registering && (
          <>
            <Field
              {...bind('nama')}
              label="Nama Lengkap"
              autoComplete="name"
              required
              limit={PROFILE_LIMITS.nama}
            />
            <Field
              {...bind('whatsapp')}
              label="WhatsApp"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="08xxxxxxxxxx"
              required
              limit={PROFILE_LIMITS.whatsapp}
            />
          </>
        )}
        <Field {...bind('email')} label="Alamat email" type="email" autoComplete="email" required />
        <Field
          {...bind('password')}
          label="Kata sandi"
          type="password"
          autoComplete={registering ? 'new-password' : 'current-password'}
          required
          className={registering ? 'mb-4' : 'mb-1'}
        />
        {!registering && (
          <div className="d-flex mb-3">
            <button
              type="button"
              className="btn btn-link px-2 ms-auto"
              onClick={forgotPassword}
              disabled={busy !== null}
            >
              Lupa kata sandi?
            </button>
          </div>
        )}
        <button type="submit" className="btn btn-primary w-100" disabled={busy !== null}>
          {busy === 'submit' ? 'Memproses...' : registering ? 'Daftar' : 'Masuk'}
        </button>
      </form>

      <p className="d-flex flex-wrap align-items-center justify-content-center gap-1 mt-3 mb-0">
        {registering ? 'Sudah punya akun?' : 'Belum punya akun?'}
        <button type="button" className="btn btn-link px-2" onClick={toggle}>
          {registering ? 'Masuk di sini' : 'Daftar di sini'}
        </button>
      </p>
    </LoginCard>
  );
}

function LoginCard({ registering, children }: { registering: boolean; children: ReactNode }) {
  return (
    <section className="container py-4">
      <div className="card shadow-sm member-form mx-auto">
        <div className="card-body p-4">
          <h1 className="h2 mb-1">{registering ? 'Daftar Member' : 'Login Member'}</h1>
          <p className="text-body-secondary">
            {registering
              ? 'Buat akun untuk klaim kupon, reward dan info promo ONE GADGET.'
              : 'Masuk ke area member ONE GADGET.'}
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}
