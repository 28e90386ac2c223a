import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAsAdmin } from '../../../test/member';
import { WriteConflict } from '../core/data/versions';
import * as api from './api';
import PointsRatePage, { RATE_SAVE_FAILED } from './PointsRatePage';

vi.mock('./api', () => ({ getPointsRate: vi.fn(), savePointsRate: vi.fn() }));
vi.mock('../core/history/HistoryList', () => ({ HistoryList: () => <p>Riwayat poin</p> }));

const seen = { rupiahPerPoin: 10000, _riwayat: 'e1' };

const renderPage = () =>
  renderAsAdmin(
    <MemoryRouter>
      <PointsRatePage />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.mocked(api.getPointsRate).mockReset().mockResolvedValue({ rupiahPerPoin: 10000, seen });
  vi.mocked(api.savePointsRate).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('PointsRatePage', () => {
  it('shows the rate in one line and saves a new one on the version read', async () => {
    const user = userEvent.setup();
    vi.mocked(api.savePointsRate).mockResolvedValue({
      rupiahPerPoin: 25000,
      seen: { ...seen, _riwayat: 'e2' },
    });
    renderPage();
    expect(await screen.findByTestId('rate-now')).toHaveTextContent(
      'Sekarang: 1 poin tiap Rp 10.000 belanja.',
    );
    const input = screen.getByLabelText('Belanja untuk 1 poin');
    expect(input).toHaveValue('10.000');
    await user.clear(input);
    await user.type(input, '25000');
    expect(input).toHaveValue('25.000');
    expect(screen.getByText(/^1 poin tiap Rp 25.000 belanja\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(api.savePointsRate).toHaveBeenCalledWith(25000, seen, expect.objectContaining({ admin: true }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tersimpan.');
    expect(screen.getByTestId('rate-now')).toHaveTextContent('1 poin tiap Rp 25.000 belanja');
  });

  it('refuses a rate out of bounds in Indonesian, and writes nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    const input = await screen.findByLabelText('Belanja untuk 1 poin');
    await user.clear(input);
    await user.type(input, '500');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Paling sedikit Rp 1.000.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '200000000');
    expect(screen.getByText('Paling banyak Rp 100.000.000.')).toBeInTheDocument();
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Isi nilai belanja untuk 1 poin.')).toBeInTheDocument();
    expect(api.savePointsRate).not.toHaveBeenCalled();
  });

  it('says when none is set, a network fault, and another admin’s save first', async () => {
    const user = userEvent.setup();
    vi.mocked(api.getPointsRate).mockResolvedValue({ rupiahPerPoin: null, seen: null });
    vi.mocked(api.savePointsRate)
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockRejectedValueOnce(new WriteConflict([{ id: 'poin', stored: { rupiahPerPoin: 20000 } }] as never));
    renderPage();
    expect(await screen.findByTestId('rate-now')).toHaveTextContent(
      'Nilai poin belum diatur: penjualan belum memberi poin.',
    );
    const input = screen.getByLabelText('Belanja untuk 1 poin');
    expect(input).toHaveValue('');
    await user.type(input, '10000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(RATE_SAVE_FAILED)).toBeInTheDocument();
    expect(input).toHaveValue('10.000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    const conflict = await screen.findByRole('group', { name: 'Data ini sudah diubah oleh admin lain' });
    expect(conflict).toHaveTextContent('Rupiah per poin');
    expect(conflict).toHaveTextContent('Versi mereka: 20.000');
    await user.click(screen.getByRole('button', { name: 'Pakai versi mereka' }));
    expect(input).toHaveValue('20.000');
  });
});
