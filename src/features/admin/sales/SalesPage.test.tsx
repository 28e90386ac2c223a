import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { MEMBER, renderAsAdmin } from '../../../test/member';
import * as api from './api';
import SalesPage from './SalesPage';
import { CANCEL_FAILED, REASON_MISSING, SALE_GONE } from './SaleItem';
import type { ListedSale } from './sales';

vi.mock('./api', () => ({
  listSales: vi.fn(),
  cancelSale: vi.fn(),
  downloadSalesCsv: vi.fn(),
  baliWeekStart: (d: Date) => new Date(d.getTime() - 86_400_000),
}));

const base: ListedSale = {
  id: 'walkin',
  waktu: new Date('2026-11-27T06:05:00Z'),
  barang: [{ nama: 'Charger 20W', harga: 250000 }],
  subtotal: 250000,
  diskon: 0,
  jumlah: 250000,
  bayar: 'tunai',
  sumber: 'walk-in',
  sumberId: '',
  member: '',
  kupon: '',
  poin: 0,
  batal: null,
  memberName: '',
  couponCode: '',
  sourceRef: '',
};

const coupon: ListedSale = {
  ...base,
  id: 'kupon',
  waktu: new Date('2026-11-28T02:00:00Z'),
  barang: [
    { nama: 'Ganti baterai iPhone 11', harga: 450000 },
    { nama: 'Tempered glass', harga: 80000 },
  ],
  subtotal: 530000,
  diskon: 53000,
  jumlah: 477000,
  bayar: 'qris',
  sumber: 'kupon',
  member: 'u1',
  memberName: 'Putu Ayu',
  kupon: 'hemat10',
  couponCode: 'HEMAT10',
  poin: 47,
};

const tradeIn: ListedSale = {
  ...base,
  id: 'tt',
  barang: [{ nama: 'iPhone 13 128GB', harga: 7000000 }],
  subtotal: 7000000,
  jumlah: 7000000,
  bayar: 'transfer',
  sumber: 'tukar_tambah',
  sumberId: 'lead1',
  sourceRef: 'TT-0042',
  batal: { alasan: 'Salah input harga', waktu: new Date('2026-11-27T07:00:00Z') },
};

const ticket: ListedSale = {
  ...base,
  id: 'servis',
  barang: [{ nama: 'Ganti LCD', harga: 900000 }],
  subtotal: 900000,
  jumlah: 900000,
  sumber: 'servisan',
  sumberId: 'OG-ABC123',
  sourceRef: 'OG-ABC123',
};

const renderPage = () =>
  renderAsAdmin(
    <MemoryRouter initialEntries={[adminPaths.sales]}>
      <SalesPage />
    </MemoryRouter>,
  );

const item = (name: RegExp) => screen.getAllByTestId('sale').find((li) => name.test(li.textContent ?? ''))!;

beforeEach(() => {
  vi.mocked(api.listSales)
    .mockReset()
    .mockResolvedValue({ sales: [coupon, tradeIn, ticket, base], full: true });
  vi.mocked(api.cancelSale).mockReset();
  vi.mocked(api.downloadSalesCsv).mockReset().mockResolvedValue();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('SalesPage', () => {
  it('lists each sale: what, when, amount, discount, payment, source with its link, member, coupon, points', async () => {
    renderPage();
    expect(await screen.findAllByTestId('sale')).toHaveLength(4);
    const withCoupon = item(/Ganti baterai/);
    expect(withCoupon).toHaveTextContent('Ganti baterai iPhone 11, Tempered glass');
    expect(withCoupon).toHaveTextContent('Rp 477.000');
    expect(within(withCoupon).getByTestId('sale-discount')).toHaveTextContent('−Rp 53.000');
    expect(withCoupon).toHaveTextContent('QRIS');
    expect(within(withCoupon).getByTestId('sale-source')).toHaveTextContent('Kupon member');
    expect(within(withCoupon).getByTestId('sale-member')).toHaveTextContent('Putu Ayu');
    expect(within(withCoupon).getByTestId('sale-coupon')).toHaveTextContent('HEMAT10');
    expect(within(withCoupon).getByTestId('sale-points')).toHaveTextContent('47 poin');
    expect(withCoupon).toHaveTextContent('28 November 2026 pukul 10.00');

    // The ticket's code opens the ticket; the lead's reference its inbox.
    expect(within(item(/Ganti LCD/)).getByRole('link', { name: 'OG-ABC123' })).toHaveAttribute(
      'href',
      adminPaths.repair('OG-ABC123'),
    );
    expect(within(item(/iPhone 13/)).getByRole('link', { name: 'TT-0042' })).toHaveAttribute(
      'href',
      adminPaths.tradeIn,
    );
    // A walk-in sale names no member, coupon or discount: nothing empty or raw is shown.
    const walkIn = item(/Charger/);
    expect(walkIn).not.toHaveTextContent(/Member|Kupon|Diskon|Rp\s0/);
  });

  it('marks a reversed sale with its reason, offers no Batal on it, and leaves it out of the sum', async () => {
    renderPage();
    await screen.findAllByTestId('sale');
    const reversed = item(/iPhone 13/);
    expect(within(reversed).getByTestId('sale-reversed')).toHaveTextContent('Dibatalkan');
    expect(within(reversed).getByTestId('sale-reversal')).toHaveTextContent('Dibatalkan: Salah input harga');
    expect(within(reversed).queryByRole('button', { name: 'Batal' })).toBeNull();
    const total = screen.getByTestId('sales-total');
    expect(total).toHaveTextContent('Rp 1.627.000 dari 3 penjualan');
    expect(total).toHaveTextContent('1 penjualan dibatalkan, tidak dihitung.');
  });

  it('reverses a sale after its reason: refused without one, the sale then marked, and says what moved', async () => {
    const user = userEvent.setup();
    vi.mocked(api.cancelSale).mockResolvedValue({ ok: true, poinKembali: 47, retried: false });
    renderPage();
    await screen.findAllByTestId('sale');
    await user.click(within(item(/Ganti baterai/)).getByRole('button', { name: 'Batal' }));
    const panel = screen.getByRole('group', { name: 'Konfirmasi pembatalan' });
    expect(panel).toHaveTextContent('Kupon member dikembalikan.');
    expect(panel).toHaveTextContent('47 poin ditarik kembali');
    await user.click(within(panel).getByRole('button', { name: 'Ya, batalkan' }));
    expect(within(panel).getByText(REASON_MISSING)).toBeInTheDocument();
    expect(api.cancelSale).not.toHaveBeenCalled();

    const reason = within(panel).getByLabelText('Alasan');
    expect(reason).toHaveAttribute('maxLength', '200');
    await user.type(reason, '  Salah pilih barang ');
    await user.click(within(panel).getByRole('button', { name: 'Ya, batalkan' }));
    expect(api.cancelSale).toHaveBeenCalledWith('kupon', 'Salah pilih barang', {
      uid: MEMBER.uid,
      email: MEMBER.email,
      displayName: MEMBER.displayName,
      admin: true,
      emailVerified: true,
    });
    const done = item(/Ganti baterai/);
    expect(await within(done).findByTestId('sale-reversal')).toHaveTextContent(
      'Dibatalkan: Salah pilih barang',
    );
    expect(within(done).getByRole('status')).toHaveTextContent(
      'Penjualan dibatalkan. Kupon dikembalikan ke member. 47 poin ditarik kembali.',
    );
    expect(within(done).queryByRole('button', { name: 'Batal' })).toBeNull();
    expect(screen.getByTestId('sales-total')).toHaveTextContent('Rp 1.150.000 dari 2 penjualan');
  });

  it('says a network fault and a refusal plainly, keeping the reason typed', async () => {
    const user = userEvent.setup();
    vi.mocked(api.cancelSale).mockRejectedValueOnce(new Error('unavailable'));
    vi.mocked(api.cancelSale).mockResolvedValueOnce({ ok: false, reason: 'sale-unknown' });
    renderPage();
    await screen.findAllByTestId('sale');
    await user.click(within(item(/Charger/)).getByRole('button', { name: 'Batal' }));
    const panel = screen.getByRole('group', { name: 'Konfirmasi pembatalan' });
    await user.type(within(panel).getByLabelText('Alasan'), 'Dobel catat');
    await user.click(within(panel).getByRole('button', { name: 'Ya, batalkan' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(CANCEL_FAILED);
    expect(within(panel).getByLabelText('Alasan')).toHaveValue('Dobel catat');
    await user.click(within(panel).getByRole('button', { name: 'Ya, batalkan' }));
    expect(await within(panel).findByText(SALE_GONE)).toBeInTheDocument();
    expect(within(item(/Charger/)).queryByTestId('sale-reversed')).toBeNull();
    // "Tidak jadi" closes the panel, the sale as it was.
    await user.click(within(panel).getByRole('button', { name: 'Tidak jadi' }));
    expect(screen.queryByRole('group', { name: 'Konfirmasi pembatalan' })).toBeNull();
    expect(within(item(/Charger/)).getByRole('button', { name: 'Batal' })).toHaveFocus();
  });

  it('exports the shown sales as CSV, and reads another period when chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('sale');
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    expect(api.downloadSalesCsv).toHaveBeenCalledWith(
      [coupon, tradeIn, ticket, base],
      expect.stringMatching(/^penjualan-minggu-\d{4}-\d{2}-\d{2}\.csv$/),
    );
    await user.click(screen.getByRole('button', { name: 'Bulan sebelumnya' }));
    expect(screen.getByLabelText('Bulan')).toHaveAttribute('type', 'month');
    await screen.findAllByTestId('sale');
    expect(api.listSales).toHaveBeenCalledTimes(2);
    const [from, to] = vi.mocked(api.listSales).mock.calls[1]!;
    expect(to).not.toBeNull();
    expect(to!.getTime()).toBeGreaterThan(from.getTime());
    expect(screen.getByRole('link', { name: 'Poin member' })).toHaveAttribute('href', adminPaths.pointsRate);
  });

  it('shows its empty and error faces, with Coba lagi', async () => {
    const user = userEvent.setup();
    vi.mocked(api.listSales).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(api.listSales).mockResolvedValueOnce({ sales: [], full: true });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Penjualan gagal dimuat.');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada penjualan minggu ini.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ekspor CSV' })).toBeNull();
  });
});
