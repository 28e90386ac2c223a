// The Reward page: the member's points (live) with their entries, how points are
// earned and redeemed, and the rewards with their point prices.
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import * as api from './api';
import * as live from './live-api';
import type { Points } from './points';
import RewardsPage from './RewardsPage';
import { MEMBER, renderMemberRoute, signedIn, signedOut } from '../../test/member';
import * as R from '../../test/records';

vi.mock('./api', () => ({ listRewards: vi.fn(), getPointsRate: vi.fn() }));
vi.mock('./live-api', () => ({ subscribePoints: vi.fn() }));

let sendPoints: (p: Points) => void = () => {};
let failPoints: (e: Error) => void = () => {};
const day = new Date('2026-12-12T04:00:00Z');

beforeEach(() => {
  vi.mocked(api.listRewards).mockResolvedValue([
    R.reward({
      id: 'tg',
      judul: 'Gratis Tempered Glass',
      deskripsi: 'Untuk setiap pembelian HP.',
      poin: 500,
    }),
    R.reward({ id: 'cek', judul: 'Cek Kesehatan HP Gratis', deskripsi: 'Kapan saja di toko.' }),
  ]);
  vi.mocked(api.getPointsRate).mockResolvedValue(10000);
  vi.mocked(live.subscribePoints).mockImplementation((_uid, onData, onError) => {
    sendPoints = onData;
    failPoints = onError;
    return () => {};
  });
});

const renderRewards = (auth = signedIn) =>
  renderMemberRoute(<RewardsPage />, { path: paths.member.rewards, auth });

describe('RewardsPage', () => {
  it('the balance and the entries, newest first, live; how points come and go', async () => {
    renderRewards();
    expect(live.subscribePoints).toHaveBeenCalledWith(MEMBER.uid, expect.any(Function), expect.any(Function));
    expect(screen.getByText('Memuat poin...')).toBeInTheDocument();
    act(() =>
      sendPoints({
        saldo: 120,
        entries: [
          { id: '3', jenis: 'batal', poin: 120, reward: '', waktu: day },
          { id: '2', jenis: 'tukar', poin: 500, reward: 'tg', waktu: day },
          { id: '1', jenis: 'dapat', poin: 740, reward: '', waktu: day },
        ],
      }),
    );
    expect(screen.getByTestId('points-balance')).toHaveTextContent('120 poin');
    // A reward is named once the rewards have come.
    await screen.findByRole('heading', { name: 'Gratis Tempered Glass' });
    const entries = within(screen.getByRole('list', { name: 'Riwayat poin' })).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      '\u2212120 poin · Batal penjualan 12 Des 2026',
      '\u2212500 poin · Tukar Gratis Tempered Glass · 12 Des 2026',
      '+740 poin · Belanja 12 Des 2026',
    ]);
    expect(await screen.findByText(/^Dapat 1 poin tiap belanja Rp.10\.000 di toko\.$/)).toBeInTheDocument();
    expect(
      screen.getByText(/Tukarkan poin dengan reward di kasir — tunjukkan Kartu member\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka Kartu member' })).toHaveAttribute(
      'href',
      paths.member.card,
    );

    // The till records a sale: the page follows.
    act(() =>
      sendPoints({ saldo: 245, entries: [{ id: '4', jenis: 'dapat', poin: 125, reward: '', waktu: day }] }),
    );
    expect(screen.getByTestId('points-balance')).toHaveTextContent('245 poin');
  });

  it('no points yet: 0 and a friendly line, not an error', async () => {
    renderRewards();
    act(() => sendPoints({ saldo: 0, entries: [] }));
    expect(screen.getByTestId('points-balance')).toHaveTextContent('0 poin');
    expect(screen.getByText(/Belum ada poin\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rewards: judul, deskripsi, and the point price of those that have one', async () => {
    renderRewards();
    const glass = (await screen.findByRole('heading', { name: 'Gratis Tempered Glass' })).closest('article')!;
    expect(within(glass as HTMLElement).getByText('Untuk setiap pembelian HP.')).toBeInTheDocument();
    expect(within(glass as HTMLElement).getByText('500 poin')).toBeInTheDocument();
    const check = screen.getByRole('heading', { name: 'Cek Kesehatan HP Gratis' }).closest('article')!;
    expect(within(check as HTMLElement).queryByText(/poin/)).toBeNull();
  });

  it("empty: 'Belum ada reward tersedia.'", async () => {
    vi.mocked(api.listRewards).mockResolvedValue([]);
    renderRewards();
    expect(await screen.findByText('Belum ada reward tersedia.')).toBeInTheDocument();
  });

  it('points that fail to load say so and offer Coba lagi', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRewards();
    act(() => failPoints(new Error('offline')));
    expect(screen.getByText('Poin gagal dimuat. Periksa koneksi internet kamu.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Coba lagi' }).click());
    expect(live.subscribePoints).toHaveBeenCalledTimes(2);
  });

  it('no rate set yet: the general line', async () => {
    vi.mocked(api.getPointsRate).mockResolvedValue(null);
    renderRewards();
    act(() => sendPoints({ saldo: 0, entries: [] }));
    expect(await screen.findByText('Dapat poin dari belanja di toko.')).toBeInTheDocument();
  });

  it('signed out: goes to /member/login', () => {
    renderRewards(signedOut);
    expect(screen.getByText(`Halaman ${paths.member.login}`)).toBeInTheDocument();
  });
});
