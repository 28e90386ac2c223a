import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../test/member';
import { coupon, reward } from '../../../test/records';
import { AuthContext } from '../../../ui/auth-context';
import * as api from './api';
import type { MemberCoupon, TillMember } from './api';
import TillPage from './TillPage';

vi.mock('./api', () => ({
  recognise: vi.fn(),
  reloadMember: vi.fn(),
  listCatalogue: vi.fn(),
  newSaleId: vi.fn(),
  saveSale: vi.fn(),
  payReward: vi.fn(),
  usedOn: vi.fn(),
}));
const stub = vi.mocked(api);

const hemat: MemberCoupon = {
  coupon: coupon({ id: 'hemat10', kode: 'HEMAT10', tipe: 'persen', nilaiDiskon: 10, aktif: true }),
  claim: { couponId: 'hemat10', waktu: null, status: 'diklaim', dipakai: null, penjualan: '' },
  state: 'bisa',
};
const used: MemberCoupon = {
  coupon: coupon({ id: 'servis50rb', kode: 'SERVIS50RB', tipe: 'nominal', nilaiDiskon: 50000, aktif: true }),
  claim: {
    couponId: 'servis50rb',
    waktu: null,
    status: 'diklaim',
    dipakai: new Date('2026-12-12T04:00:00Z'),
    penjualan: 's1',
  },
  state: 'dipakai',
};
const putu: TillMember = {
  uid: 'member-demo',
  nomor: '28410937',
  nama: 'Putu Ayu Lestari',
  whatsapp: '081234567890',
  saldo: 30,
  coupons: [hemat, used],
  rewards: [reward({ id: 'r1', judul: 'Tempered glass gratis', deskripsi: 'Di toko', poin: 50 })],
  rupiahPerPoin: 10000,
};

function renderTill() {
  return render(
    <AuthContext.Provider value={signedInAdmin}>
      <MemoryRouter initialEntries={['/admin/kasir']}>
        <TillPage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByLabelText(/Kode member, kupon, TT-…/), code);
  await user.click(screen.getByRole('button', { name: 'Cari' }));
}

async function fillSale(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Catat penjualan' }));
  await user.type(screen.getByPlaceholderText('Barang 1'), 'Ganti baterai iPhone 11');
  await user.type(screen.getByLabelText('Harga barang 1'), '450000');
  await user.click(screen.getByRole('button', { name: 'Tambah barang' }));
  await user.type(screen.getByPlaceholderText('Barang 2'), 'Tempered glass');
  await user.type(screen.getByLabelText('Harga barang 2'), '80000');
  await user.click(screen.getByRole('radio', { name: 'QRIS' }));
}

beforeEach(() => {
  stub.newSaleId.mockReturnValue('sale-1');
  stub.listCatalogue.mockResolvedValue([]);
  stub.reloadMember.mockResolvedValue({ ...putu, saldo: 77, coupons: [used] });
});
afterEach(() => vi.clearAllMocks());

describe('the till', () => {
  it('shows a typed member: name, number, points, coupons with their state', async () => {
    stub.recognise.mockResolvedValue({ kind: 'member', member: putu });
    const user = userEvent.setup();
    renderTill();
    await typeCode(user, '2841 0937');
    const card = await screen.findByRole('region', { name: 'Member' });
    expect(stub.recognise).toHaveBeenCalledWith('2841 0937');
    expect(card).toHaveTextContent('Putu Ayu Lestari');
    expect(card).toHaveTextContent('Member 2841 0937');
    expect(card).toHaveTextContent('Poin: 30');
    expect(card).toHaveTextContent('HEMAT10');
    expect(card).toHaveTextContent('Bisa dipakai');
    expect(card).toHaveTextContent('Sudah dipakai 12 Des 2026');
  });

  it('records a sale with the coupon: the discount live, one id, the points said', async () => {
    stub.recognise.mockResolvedValue({ kind: 'coupon', member: putu, coupon: hemat });
    stub.saveSale.mockResolvedValue({
      ok: true,
      id: 'sale-1',
      jumlah: 477000,
      diskon: 53000,
      poin: 47,
      retried: false,
    });
    const user = userEvent.setup();
    renderTill();
    await typeCode(user, '28410937-HEMAT10');
    await screen.findByRole('region', { name: 'Kupon' });
    await fillSale(user);
    expect(screen.getByTestId('till-dibayar')).toHaveTextContent('Rp 477.000');
    expect(screen.getByText('−Rp 53.000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Catat penjualan · Rp\s477\.000$/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Penjualan tercatat · Rp 477.000 · +47 poin');
    expect(stub.saveSale).toHaveBeenCalledWith(
      {
        id: 'sale-1',
        barang: [
          { nama: 'Ganti baterai iPhone 11', harga: 450000 },
          { nama: 'Tempered glass', harga: 80000 },
        ],
        bayar: 'qris',
        sumber: 'kupon',
        member: 'member-demo',
        kupon: 'hemat10',
      },
      { uid: signedInAdmin.user!.uid, email: signedInAdmin.user!.email },
    );
    await user.click(screen.getByRole('button', { name: 'Penjualan baru' }));
    expect(screen.getByLabelText(/Kode member, kupon, TT-…/)).toHaveValue('');
  });

  it('a used coupon is refused with the day it was used', async () => {
    stub.recognise.mockResolvedValue({ kind: 'coupon', member: putu, coupon: hemat });
    stub.saveSale.mockResolvedValue({ ok: false, reason: 'coupon-used' });
    stub.usedOn.mockResolvedValue(new Date('2026-12-12T04:00:00Z'));
    const user = userEvent.setup();
    renderTill();
    await typeCode(user, '28410937-HEMAT10');
    await screen.findByRole('region', { name: 'Kupon' });
    await fillSale(user);
    await user.click(screen.getByRole('button', { name: /^Catat penjualan · / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kupon ini sudah dipakai pada 12 Des 2026.');
  });

  it('a network cut records nothing; the retry sends the same sale and says it was recorded once', async () => {
    stub.saveSale
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce({ ok: true, id: 'sale-1', jumlah: 250000, diskon: 0, poin: 0, retried: true });
    const user = userEvent.setup();
    renderTill();
    await user.click(screen.getByRole('button', { name: 'Catat penjualan' }));
    await user.type(screen.getByPlaceholderText('Barang 1'), 'Charger 20W');
    await user.type(screen.getByLabelText('Harga barang 1'), '250000');
    await user.click(screen.getByRole('radio', { name: 'Tunai' }));
    await user.click(screen.getByRole('button', { name: /^Catat penjualan · / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Koneksi terputus — penjualan belum tercatat. Coba lagi.',
    );
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sudah tercatat sebelumnya · Rp 250.000');
    expect(stub.saveSale).toHaveBeenCalledTimes(2);
    expect(stub.saveSale.mock.calls.map(([sale]) => sale.id)).toEqual(['sale-1', 'sale-1']);
    expect(stub.saveSale.mock.calls[0]![0]).toMatchObject({ sumber: 'walk-in' });
  });

  it('a sale the server refuses is said as refused, not as a network cut', async () => {
    stub.saveSale.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const user = userEvent.setup();
    renderTill();
    await user.click(screen.getByRole('button', { name: 'Catat penjualan' }));
    await user.type(screen.getByPlaceholderText('Barang 1'), 'Charger 20W');
    await user.type(screen.getByLabelText('Harga barang 1'), '250000');
    await user.click(screen.getByRole('radio', { name: 'Tunai' }));
    await user.click(screen.getByRole('button', { name: /^Catat penjualan · / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Penjualan ditolak dan belum tercatat/);
  });

  it('refuses Rp 0 and a negative price in the form, before sending', async () => {
    const user = userEvent.setup();
    renderTill();
    await user.click(screen.getByRole('button', { name: 'Catat penjualan' }));
    await user.type(screen.getByPlaceholderText('Barang 1'), 'Charger');
    await user.type(screen.getByLabelText('Harga barang 1'), '0');
    await user.click(screen.getByRole('radio', { name: 'Tunai' }));
    await user.click(screen.getByRole('button', { name: /^Catat penjualan · / }));
    expect(screen.getByText('Jumlah dibayar harus lebih dari Rp 0.')).toBeInTheDocument();
    expect(stub.saveSale).not.toHaveBeenCalled();
  });

  it('a repair paid at the till: what is left is the first row, then the ticket is one tap away', async () => {
    stub.recognise.mockResolvedValue({
      kind: 'repair',
      ticket: {
        code: 'OG-7K2QM9XDHT',
        nama: 'Komang',
        perangkat: 'Samsung A54',
        status: 'Selesai - Siap diambil',
        total: 375000,
        dibayar: 0,
      },
    });
    stub.saveSale.mockResolvedValue({
      ok: true,
      id: 'sale-1',
      jumlah: 375000,
      diskon: 0,
      poin: 0,
      retried: false,
    });
    const user = userEvent.setup();
    renderTill();
    await typeCode(user, 'OG-7K2QM9XDHT');
    expect(await screen.findByRole('region', { name: 'Tiket servis' })).toHaveTextContent(
      'Selesai - Siap diambil',
    );
    await user.click(screen.getByRole('button', { name: 'Catat penjualan' }));
    expect(screen.getByPlaceholderText('Barang 1')).toHaveValue('Servis Samsung A54');
    expect(screen.getByLabelText('Harga barang 1')).toHaveValue('375.000');
    await user.click(screen.getByRole('radio', { name: 'Tunai' }));
    await user.click(screen.getByRole('button', { name: /^Catat penjualan · / }));
    expect(await screen.findByRole('status')).toHaveTextContent('Penjualan tercatat · Rp 375.000');
    expect(stub.saveSale.mock.calls[0]![0]).toMatchObject({ sumber: 'servisan', sumberId: 'OG-7K2QM9XDHT' });
    expect(screen.getByRole('link', { name: /^Buka tiket OG-7K2QM9XDHT/ })).toHaveAttribute(
      'href',
      '/admin/servisan/OG-7K2QM9XDHT',
    );
  });

  it('says a code that matches nothing', async () => {
    stub.recognise.mockResolvedValue({ kind: 'none', code: { kind: 'repair', code: 'OG-TIDAKADA22' } });
    const user = userEvent.setup();
    renderTill();
    await typeCode(user, 'og-tidakada22');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kode tidak ditemukan: tidak ada tiket servis OG-TIDAKADA22.',
    );
  });

  it('a failed lookup has its retry', async () => {
    stub.recognise
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ kind: 'member', member: putu });
    const user = userEvent.setup();
    renderTill();
    await typeCode(user, '28410937');
    await user.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Member' })).toHaveTextContent('Putu Ayu Lestari');
  });

  it('a reward the balance cannot pay: its button off, the shortfall said', async () => {
    stub.recognise.mockResolvedValue({ kind: 'member', member: putu });
    const user = userEvent.setup();
    renderTill();
    await typeCode(user, '28410937');
    const rewards = await screen.findByRole('region', { name: /Tukar poin/ });
    expect(within(rewards).getByRole('button', { name: 'Tukar Tempered glass gratis' })).toBeDisabled();
    expect(rewards).toHaveTextContent('50 poin · kurang 20 poin');
  });

  it('a camera the browser refuses is said; typing still works', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    stub.recognise.mockResolvedValue({ kind: 'member', member: putu });
    const user = userEvent.setup();
    renderTill();
    await user.click(screen.getByRole('button', { name: 'Pindai' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Izin kamera ditolak/);
    await typeCode(user, '28410937');
    expect(await screen.findByRole('region', { name: 'Member' })).toBeInTheDocument();
  });
});
