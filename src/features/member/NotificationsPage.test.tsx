import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import type { MemberNotification } from '../../firebase/types';
import * as live from './live-api';
import NotificationsPage from './NotificationsPage';
import { readLastSeen } from './seen-store';
import { MEMBER, renderMemberRoute, signedIn, signedOut } from '../../test/member';
import * as R from '../../test/records';
import { witaDate } from '../../lib/dates';

vi.mock('./live-api', () => ({ subscribeNotifications: vi.fn() }));

type Listener = { onData: (l: MemberNotification[]) => void; onError: (e: Error) => void };
let listener: Listener;
const unsubscribe = vi.fn();

const note = (id: string, tanggal: Date | null, tanggalText = ''): MemberNotification =>
  R.notification({
    id,
    judul: `Judul ${id}`,
    pesan: `Pesan ${id}`,
    tanggal,
    tanggalText,
  });

beforeEach(() => {
  localStorage.clear();
  unsubscribe.mockReset();
  vi.mocked(live.subscribeNotifications).mockReset();
  vi.mocked(live.subscribeNotifications).mockImplementation((onData, onError) => {
    listener = { onData, onError };
    return unsubscribe;
  });
});

const renderPage = (auth = signedIn) =>
  renderMemberRoute(<NotificationsPage />, { path: paths.member.notifications, auth });

describe('NotificationsPage', () => {
  it('signed out: goes to /member/login without subscribing', () => {
    renderPage(signedOut);
    expect(screen.getByText(`Halaman ${paths.member.login}`)).toBeInTheDocument();
    expect(live.subscribeNotifications).not.toHaveBeenCalled();
  });

  it('shows the live list as it arrives and a newly written notification without a reload', () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat notifikasi...');
    act(() =>
      listener.onData([
        note('a', witaDate(2025, 5, 20, 9, 30)),
        note('b', witaDate(2025, 5, 12), '12 Juni 2025'),
      ]),
    );
    const list = screen.getByRole('list', { name: 'Daftar notifikasi' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Judul a', 'Judul b']);
    expect(within(list).getByText('12 Juni 2025')).toBeInTheDocument();
    act(() =>
      listener.onData([
        note('baru', new Date()),
        note('a', witaDate(2025, 5, 20, 9, 30)),
        note('b', witaDate(2025, 5, 12), '12 Juni 2025'),
      ]),
    );
    expect(within(list).getAllByRole('heading')[0]).toHaveTextContent('Judul baru');
  });

  it('remembers the visit, so the member home stops counting these as new', () => {
    renderPage();
    expect(readLastSeen(MEMBER.uid)).toBeNull();
    act(() => listener.onData([note('a', witaDate(2025, 5, 20))]));
    expect(readLastSeen(MEMBER.uid)?.getTime()).toBeGreaterThan(Date.now() - 5000);
  });

  it('marks no ended promo "Baru", even on the first visit, and says it is over', () => {
    renderPage();
    const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    act(() =>
      listener.onData([
        note('kabar', new Date()),
        { ...note('promo-lewat', new Date()), berlakuSampai: yesterday },
      ]),
    );
    const [kabar, ended] = screen.getAllByRole('listitem');
    expect(kabar).toHaveTextContent('Baru');
    expect(ended).toHaveTextContent('Judul promo-lewat');
    expect(ended).not.toHaveTextContent('Baru');
    expect(ended).toHaveTextContent('Sudah berakhir');
  });

  it("no notifications: 'Belum ada notifikasi.'", () => {
    renderPage();
    act(() => listener.onData([]));
    expect(screen.getByText('Belum ada notifikasi.')).toBeInTheDocument();
  });

  it('a failed subscription offers Coba lagi, which subscribes again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    act(() => listener.onError(new Error('permission-denied')));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(live.subscribeNotifications).toHaveBeenCalledTimes(2);
    act(() => listener.onData([note('a', null, 'segera')]));
    expect(screen.getByText('Judul a')).toBeInTheDocument();
  });

  it('unsubscribes when the page closes', () => {
    const { unmount } = renderPage();
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
