// The member home (the Reward page: RewardsPage.test.tsx).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import type { MemberNotification } from '../../firebase/types';
import * as api from './api';
import MemberHomePage from './MemberHomePage';
import { writeLastSeen } from './seen-store';
import { MEMBER, renderMemberRoute, signedIn, signedOut } from '../../test/member';
import * as R from '../../test/records';

vi.mock('./api', () => ({
  getProfile: vi.fn(),
  listActiveCoupons: vi.fn(),
  listClaimedCouponIds: vi.fn(),
  listNotifications: vi.fn(),
  logout: vi.fn(),
}));

const note = (id: string, tanggal: Date): MemberNotification =>
  R.notification({
    id,
    judul: id,
    pesan: '',
    tanggal,
    tanggalText: '',
  });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.getProfile).mockResolvedValue({
    uid: MEMBER.uid,
    nama: 'Ayu Lestari',
    whatsapp: '',
    email: MEMBER.email,
    role: 'member',
    createdAt: null,
  });
  vi.mocked(api.listNotifications).mockResolvedValue([
    note('lama', new Date('2025-05-01T00:00:00Z')),
    note('baru', new Date('2025-06-20T00:00:00Z')),
  ]);
  vi.mocked(api.logout).mockResolvedValue();
  vi.mocked(api.listActiveCoupons).mockResolvedValue([R.coupon({ id: 'k1' }), R.coupon({ id: 'k2' })]);
  vi.mocked(api.listClaimedCouponIds).mockResolvedValue(['k2']);
});

describe('MemberHomePage', () => {
  const renderHome = (auth = signedIn) =>
    renderMemberRoute(<MemberHomePage />, { path: paths.member.home, auth });

  it('signed out: goes to /member/login', () => {
    renderHome(signedOut);
    expect(screen.getByText(`Halaman ${paths.member.login}`)).toBeInTheDocument();
  });

  it('greets the member by name and has every card', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Halo, Ayu Lestari!' })).toBeInTheDocument();
    // The coupons at a glance: one to claim, one claimed and ready to show at the till.
    expect(await screen.findByText('1 kupon bisa diklaim · 1 siap dipakai')).toBeInTheDocument();
    for (const title of ['Benefit Member', 'Notifikasi', 'Profil', 'Reward', 'Kupon', 'Keluar']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Lihat Notifikasi' })).toHaveAttribute(
      'href',
      paths.member.notifications,
    );
    expect(screen.getByRole('link', { name: 'Atur Profil' })).toHaveAttribute('href', paths.member.profile);
    expect(screen.getByRole('link', { name: 'Lihat Reward' })).toHaveAttribute('href', paths.member.rewards);
    expect(screen.getByRole('link', { name: 'Lihat Kupon' })).toHaveAttribute('href', paths.member.coupons);
  });

  it('counts notifications newer than the last visit to the notifications page', async () => {
    writeLastSeen(MEMBER.uid, new Date('2025-06-01T00:00:00Z'));
    renderHome();
    expect(await screen.findByTestId('notif-count')).toHaveTextContent('1 notifikasi baru');
  });

  it('counts all of them before the first visit, none after a visit past them', async () => {
    renderHome();
    expect(await screen.findByTestId('notif-count')).toHaveTextContent('2 notifikasi baru');
  });

  it('says there is nothing new when everything was seen', async () => {
    writeLastSeen(MEMBER.uid, new Date('2025-07-01T00:00:00Z'));
    renderHome();
    expect(await screen.findByTestId('notif-count')).toHaveTextContent('Tidak ada notifikasi baru');
  });

  it('logout signs out and returns to /member/login', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(await screen.findByRole('button', { name: 'Keluar' }));
    expect(api.logout).toHaveBeenCalled();
    expect(await screen.findByText(`Halaman ${paths.member.login}`)).toBeInTheDocument();
  });
});
