import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import * as api from './api';
import LoginPage from './LoginPage';
import { ProfileNotSavedError } from './registration';
import { authLoading, locationLog, MEMBER, renderMemberRoute, signedIn, signedOut } from '../../test/member';

vi.mock('./api', () => ({
  login: vi.fn(),
  register: vi.fn(),
  resetPassword: vi.fn(),
}));

const renderLogin = (auth = signedOut) =>
  renderMemberRoute(<LoginPage />, { path: paths.member.login, auth });

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** Opens the register mode and sends it with this name and WhatsApp (and a valid e-mail and password). */
async function register(nama: string, whatsapp: string) {
  const user = userEvent.setup();
  renderLogin();
  await user.click(screen.getByRole('button', { name: 'Daftar di sini' }));
  await user.type(screen.getByLabelText('Nama Lengkap'), nama);
  await user.type(screen.getByLabelText('WhatsApp'), whatsapp);
  await user.type(screen.getByLabelText('Alamat email'), 'ayu@contoh.test');
  await user.type(screen.getByLabelText('Kata sandi'), 'rahasia123');
  await user.click(screen.getByRole('button', { name: 'Daftar' }));
}

beforeEach(() => {
  vi.mocked(api.login).mockReset();
  vi.mocked(api.register).mockReset();
  vi.mocked(api.resetPassword).mockReset();
});

/** Fills the form and signs in; as Firebase does, the session is known before the call resolves. */
async function signInThroughForm(
  user: ReturnType<typeof userEvent.setup>,
  view: { setAuth: (auth: typeof signedIn) => unknown },
) {
  vi.mocked(api.login).mockImplementation(async () => {
    view.setAuth(signedIn);
    return MEMBER;
  });
  await user.type(screen.getByLabelText('Alamat email'), 'ayu@contoh.test');
  await user.type(screen.getByLabelText('Kata sandi'), 'rahasia123');
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('LoginPage modes', () => {
  it('starts in login mode: email (type email) and password, both required', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Login Member' })).toBeInTheDocument();
    const email = screen.getByLabelText('Alamat email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Kata sandi')).toBeRequired();
    expect(screen.queryByLabelText('Nama Lengkap')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('WhatsApp')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('a link toggles register mode (name and WhatsApp required) and back', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Daftar di sini' }));
    expect(screen.getByRole('heading', { name: 'Daftar Member' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Lengkap')).toBeRequired();
    expect(screen.getByLabelText('WhatsApp')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lupa kata sandi?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Masuk di sini' }));
    expect(screen.queryByLabelText('Nama Lengkap')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lupa kata sandi?' })).toBeInTheDocument();
  });
});

describe('LoginPage actions', () => {
  it('signs in and goes to /member/beranda', async () => {
    const user = userEvent.setup();
    const view = renderLogin();
    await signInThroughForm(user, view);
    expect(api.login).toHaveBeenCalledWith('ayu@contoh.test', 'rahasia123');
    expect(await screen.findByText(`Halaman ${paths.member.home}`)).toBeInTheDocument();
  });

  it.each([
    ['/admin', '/admin'],
    ['//evil.test/admin', paths.member.home],
  ])('sent here from %s, signs in and goes to %s', async (from, to) => {
    const user = userEvent.setup();
    const view = renderMemberRoute(<LoginPage />, {
      path: paths.member.login,
      auth: signedOut,
      state: { from },
    });
    await signInThroughForm(user, view);
    await waitFor(() => expect(locationLog.at(-1)).toBe(to));
  });

  it('shows wrong credentials in plain Indonesian in a warning alert', async () => {
    vi.mocked(api.login).mockRejectedValue(authError('auth/invalid-credential'));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Alamat email'), 'ayu@contoh.test');
    await user.type(screen.getByLabelText('Kata sandi'), 'salah');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email atau kata sandi salah.');
    expect(alert).toHaveClass('alert-warning');
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  });

  it("shows the provider's message for an unknown error", async () => {
    vi.mocked(api.register).mockRejectedValue(authError('auth/operation-not-allowed'));
    await register('Ayu', '0812');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Firebase: Error (auth/operation-not-allowed).',
    );
  });

  it("registers, goes to /member and lands on the login page with 'Registrasi berhasil. Silakan login.'", async () => {
    vi.mocked(api.register).mockResolvedValue();
    await register('Ayu Lestari', '081234');
    expect(api.register).toHaveBeenCalledWith({
      nama: 'Ayu Lestari',
      whatsapp: '081234',
      email: 'ayu@contoh.test',
      password: 'rahasia123',
    });
    // /member → /member/login carries the notice; the login page shows it, in login mode.
    await waitFor(() =>
      expect(locationLog).toEqual([paths.member.login, paths.member.root, paths.member.login]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Registrasi berhasil. Silakan login.');
    expect(screen.getByRole('heading', { name: 'Login Member' })).toBeInTheDocument();
    expect(screen.getByLabelText('Alamat email')).toHaveValue('ayu@contoh.test');
    expect(screen.getByLabelText('Kata sandi')).toHaveValue('');
  });

  it('a name or WhatsApp of only spaces gets the form message, and no account is made', async () => {
    await register('   ', '  ');
    expect(screen.getByText('Nama wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp wajib diisi.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Lengkap')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nama Lengkap')).toHaveFocus();
    expect(api.register).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('account made but profile not saved: says to sign in, in login mode with the e-mail kept', async () => {
    vi.mocked(api.register).mockRejectedValue(new ProfileNotSavedError('ayu@contoh.test'));
    await register('Ayu Lestari', '081234');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Akun kamu sudah dibuat, tetapi data profil belum tersimpan. Silakan login dengan email dan password tadi; data profil akan disimpan otomatis saat kamu login.',
    );
    expect(alert).not.toHaveTextContent('sudah terdaftar');
    expect(screen.getByRole('heading', { name: 'Login Member' })).toBeInTheDocument();
    expect(screen.getByLabelText('Alamat email')).toHaveValue('ayu@contoh.test');
    expect(screen.getByLabelText('Kata sandi')).toHaveValue('');
  });

  it("'Lupa kata sandi?' asks for the e-mail first, then sends the reset e-mail", async () => {
    vi.mocked(api.resetPassword).mockResolvedValue();
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Lupa kata sandi?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Isi alamat email kamu dulu');
    expect(api.resetPassword).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Alamat email'), 'ayu@contoh.test');
    await user.click(screen.getByRole('button', { name: 'Lupa kata sandi?' }));
    expect(api.resetPassword).toHaveBeenCalledWith('ayu@contoh.test');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Link untuk mengatur ulang kata sandi sudah dikirim ke ayu@contoh.test.',
    );
  });

  it('a failed reset e-mail says why', async () => {
    vi.mocked(api.resetPassword).mockRejectedValue(authError('auth/user-not-found'));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Alamat email'), 'siapa@contoh.test');
    await user.click(screen.getByRole('button', { name: 'Lupa kata sandi?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Akun dengan email ini belum terdaftar.');
  });
});

describe('LoginPage guard', () => {
  it('shows the registration notice handed on by /member, with the e-mail filled in', () => {
    renderMemberRoute(<LoginPage />, {
      path: paths.member.login,
      startAt: paths.member.root,
      auth: signedOut,
      state: { notice: 'Registrasi berhasil. Silakan login.', email: 'baru@contoh.test' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Registrasi berhasil. Silakan login.');
    expect(screen.getByLabelText('Alamat email')).toHaveValue('baru@contoh.test');
  });

  it('sends a signed-in member to /member/beranda', () => {
    renderLogin(signedIn);
    expect(screen.getByText(`Halaman ${paths.member.home}`)).toBeInTheDocument();
  });

  it('waits (spinner, no form, no redirect) while auth is unknown', async () => {
    renderLogin(authLoading);
    expect(screen.getByRole('status')).toHaveTextContent('Memeriksa sesi login...');
    expect(screen.queryByLabelText('Alamat email')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Halaman/)).not.toBeInTheDocument());
  });
});
