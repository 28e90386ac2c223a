// The member card: the name, the number large and its QR code; the card kept on the
// phone shown when the read fails (no signal), saying so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import * as api from './api';
import CardPage from './CardPage';
import { NoProfileError, saveCard } from './card';
import { MEMBER, renderMemberRoute, signedIn, signedOut } from '../../test/member';

vi.mock('./api', () => ({ getMemberCard: vi.fn() }));

const renderCard = (auth = signedIn) => renderMemberRoute(<CardPage />, { path: paths.member.card, auth });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.getMemberCard).mockReset();
});

describe('CardPage', () => {
  it("shows the member's name, the number in two groups and the QR code of OGM:<nomor>", async () => {
    vi.mocked(api.getMemberCard).mockResolvedValue({ nama: 'Ayu Lestari', nomor: '28410937' });
    renderCard();
    expect(screen.getByText('Memuat kartu member...')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Kartu member' });
    expect(within(card).getByText('Ayu Lestari')).toBeInTheDocument();
    expect(within(card).getByText('2841 0937')).toBeInTheDocument();
    const qr = within(card).getByRole('img', { name: 'Kode QR nomor member 28410937' });
    expect(qr).toHaveAttribute('data-qr', 'OGM:28410937');
    expect(within(card).getByText(/Naikkan kecerahan layar/)).toBeInTheDocument();
    expect(api.getMemberCard).toHaveBeenCalledWith(MEMBER);
  });

  it('no signal: the card kept on this phone, saying it is the saved one; Coba lagi reads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    saveCard(MEMBER.uid, { nama: 'Ayu Lestari', nomor: '28410937' }, new Date('2026-12-12T04:00:00Z'));
    vi.mocked(api.getMemberCard).mockRejectedValueOnce(new Error('offline'));
    renderCard();
    // Shown at once while the read runs.
    expect(screen.getByText('2841 0937')).toBeInTheDocument();
    expect(await screen.findByText(/Kartu tersimpan di HP ini \(dimuat 12 Des 2026/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Kode QR nomor member/ })).toHaveAttribute(
      'data-qr',
      'OGM:28410937',
    );

    vi.mocked(api.getMemberCard).mockResolvedValue({ nama: 'Ayu Lestari', nomor: '28410937' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('article', { name: 'Kartu member' })).toBeInTheDocument();
    expect(screen.queryByText(/Kartu tersimpan/)).toBeNull();
  });

  it("another member's saved card is never shown", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    saveCard('someone-else', { nama: 'Lain', nomor: '51234567' });
    vi.mocked(api.getMemberCard).mockRejectedValue(new Error('offline'));
    renderCard();
    expect(
      await screen.findByText('Kartu member gagal dimuat. Periksa koneksi internet kamu.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('5123 4567')).toBeNull();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('no profile yet: asks to complete it first', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(api.getMemberCard).mockRejectedValue(new NoProfileError());
    renderCard();
    expect(await screen.findByText(/Lengkapi profil kamu dulu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka Profil' })).toHaveAttribute('href', paths.member.profile);
  });

  it('signed out: goes to /member/login', () => {
    renderCard(signedOut);
    expect(screen.getByText(`Halaman ${paths.member.login}`)).toBeInTheDocument();
  });
});
