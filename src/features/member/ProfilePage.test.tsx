import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import * as api from './api';
import ProfilePage from './ProfilePage';
import { MEMBER, renderMemberRoute, signedIn, signedOut } from '../../test/member';
import { retryAfterFailedRead } from '../../test/retry';

vi.mock('./api', () => ({ getProfile: vi.fn(), saveProfile: vi.fn() }));

const renderProfile = (auth = signedIn) =>
  renderMemberRoute(<ProfilePage />, { path: paths.member.profile, auth });

beforeEach(() => {
  vi.mocked(api.getProfile).mockResolvedValue({
    uid: MEMBER.uid,
    nama: 'Ayu Lestari',
    whatsapp: '081234567890',
    email: MEMBER.email,
    role: 'member',
    createdAt: null,
  });
  vi.mocked(api.saveProfile).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('ProfilePage', () => {
  it('signed out: goes to /login-member', () => {
    renderProfile(signedOut);
    expect(screen.getByText(`Halaman ${paths.member.legacyLogin}`)).toBeInTheDocument();
  });

  it('shows nama, WhatsApp and e-mail; name required, WhatsApp optional, e-mail read-only', async () => {
    renderProfile();
    const nama = await screen.findByLabelText('Nama Lengkap');
    expect(nama).toHaveValue('Ayu Lestari');
    expect(nama).toBeRequired();
    const wa = screen.getByLabelText(/WhatsApp/);
    expect(wa).toHaveValue('081234567890');
    expect(wa).not.toBeRequired();
    expect(screen.getByLabelText('Alamat email')).toHaveValue(MEMBER.email);
    expect(screen.getByLabelText('Alamat email')).toHaveAttribute('readonly');
  });

  it('a name of only spaces gets the form message, not a permission error from the save', async () => {
    vi.mocked(api.saveProfile).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = userEvent.setup();
    renderProfile();
    const nama = await screen.findByLabelText('Nama Lengkap');
    await user.clear(nama);
    await user.type(nama, '    ');
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    expect(screen.getByText('Nama wajib diisi.')).toBeInTheDocument();
    expect(nama).toHaveAttribute('aria-invalid', 'true');
    expect(nama).toHaveFocus();
    expect(api.saveProfile).not.toHaveBeenCalled();
    expect(screen.queryByText(/permissions/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Profil' })).toBeEnabled();
  });

  it("saves, says 'Profil berhasil diperbarui', then goes to /member/beranda after 1.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(api.saveProfile).mockResolvedValue();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderProfile();
    const nama = await screen.findByLabelText('Nama Lengkap');
    await user.clear(nama);
    await user.type(nama, 'Ayu Baru');
    await user.clear(screen.getByLabelText(/WhatsApp/));
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    expect(api.saveProfile).toHaveBeenCalledWith(MEMBER, { nama: 'Ayu Baru', whatsapp: '' });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Profil berhasil diperbarui$/);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(`Halaman ${paths.member.home}`)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByText(`Halaman ${paths.member.home}`)).toBeInTheDocument();
  });

  it("a failed save shows 'Terjadi kesalahan: ' and the message, and stays", async () => {
    vi.mocked(api.saveProfile).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Simpan Profil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Terjadi kesalahan: Missing or insufficient permissions\.$/,
    );
    expect(screen.getByRole('button', { name: 'Simpan Profil' })).toBeEnabled();
  });

  it('a member without a profile document starts from the display name', async () => {
    vi.mocked(api.getProfile).mockResolvedValue(null);
    renderProfile();
    expect(await screen.findByLabelText('Nama Lengkap')).toHaveValue('Ayu');
    expect(screen.getByLabelText(/WhatsApp/)).toHaveValue('');
  });

  it('a failed load offers Coba lagi', async () => {
    await retryAfterFailedRead(vi.mocked(api.getProfile), renderProfile);
    expect(await screen.findByLabelText('Nama Lengkap')).toHaveValue('Ayu Lestari');
  });
});
