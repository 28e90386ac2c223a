import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SALE_SOURCES } from '../../../firebase/specs/penjualan.view';
import { adminPaths } from '../../../config/admin-paths';
import * as api from './api';
import SalesSummary from './SalesSummary';
import type { PeriodSummary, SourceTallies } from './sales';

vi.mock('./api', () => ({ getSalesSummary: vi.fn() }));

const tallies = (over: Partial<SourceTallies>): SourceTallies => ({
  ...(Object.fromEntries(SALE_SOURCES.map((s) => [s, { count: 0, sum: 0 }])) as SourceTallies),
  ...over,
});

const week: PeriodSummary = {
  bySource: tallies({ tukar_tambah: { count: 1, sum: 7000000 }, 'walk-in': { count: 2, sum: 500000 } }),
  total: { count: 3, sum: 7500000 },
  funnel: { taps: 40, leads: 5, jadi: 2, sold: { count: 1, sum: 7000000 } },
};
const empty: PeriodSummary = {
  bySource: tallies({}),
  total: { count: 0, sum: 0 },
  funnel: { taps: 0, leads: 0, jadi: 0, sold: { count: 0, sum: 0 } },
};

const renderIt = () =>
  render(
    <MemoryRouter>
      <SalesSummary />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.mocked(api.getSalesSummary).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the dashboard’s sales', () => {
  it('shows each period’s sum by source and the path from chat to a trade-in sold, with amounts', async () => {
    vi.mocked(api.getSalesSummary).mockResolvedValue({ week, month: week });
    renderIt();
    const card = await screen.findByTestId('sales-minggu');
    expect(within(card).getByTestId('sales-minggu-total')).toHaveTextContent('Rp 7.500.000 dari 3 penjualan');
    expect(within(card).getByTestId('sales-minggu-tukar_tambah')).toHaveTextContent('Rp 7.000.000 (1×)');
    expect(within(card).getByTestId('sales-minggu-walk-in')).toHaveTextContent('Rp 500.000 (2×)');
    // A source that sold nothing says so, never 'Rp 0'.
    expect(within(card).getByTestId('sales-minggu-kupon')).toHaveTextContent('Belum ada');
    expect(card).not.toHaveTextContent(/Rp\s0\b/);
    expect(within(card).getByTestId('funnel-minggu-taps')).toHaveTextContent('40 Ketukan chat');
    expect(within(card).getByTestId('funnel-minggu-leads')).toHaveTextContent('5 Tukar tambah masuk');
    expect(within(card).getByTestId('funnel-minggu-jadi')).toHaveTextContent('2 Jadi');
    expect(within(card).getByTestId('funnel-minggu-sold')).toHaveTextContent('1 Terjual Rp 7.000.000');
    expect(screen.getByText(/Penjualan yang dibatalkan tidak dihitung/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat penjualan' })).toHaveAttribute('href', adminPaths.sales);
  });

  it('says a period without sales in words, and a failed count with Coba lagi', async () => {
    const user = userEvent.setup();
    vi.mocked(api.getSalesSummary)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ week: empty, month: empty });
    renderIt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Penjualan gagal dihitung.');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    const card = await screen.findByTestId('sales-bulan');
    expect(within(card).getByTestId('sales-bulan-total')).toHaveTextContent('Belum ada penjualan.');
    expect(within(card).getByTestId('funnel-bulan-sold')).toHaveTextContent('0 Terjual');
    expect(card).not.toHaveTextContent(/Rp/);
  });
});
