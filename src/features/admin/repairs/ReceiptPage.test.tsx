import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getShopContact } from '../../../firebase/visitor/shop-contact';
import { shopContact } from '../../../test/contact';
import { getReceiptTicket } from './api';
import ReceiptPage, { NOT_FOUND } from './ReceiptPage';
import { readIntake, type Ticket } from './ticket-form';
import { rp } from '../../../test/rupiah';
import { adminPaths } from '../../../config/admin-paths';

vi.mock('./api', () => ({ getReceiptTicket: vi.fn() }));
vi.mock('../../../firebase/visitor/shop-contact', () => ({ getShopContact: vi.fn() }));

const CODE = 'OG-7K2QM9XDHT';
const ticket: Ticket = {
  code: CODE,
  nama: 'Komang <b>X</b>',
  perangkat: 'iPhone 12 Pro',
  tanggalMasuk: new Date('2026-03-02T04:00:00Z'),
  tanggalMasukText: '',
  status: 'Masuk',
  keluhan: 'Layar bergaris',
  historyPerbaikan: [],
  garansi: 'Garansi layar 30 hari',
  total: 2_100_000,
  itemList: [
    { nama: 'LCD iPhone 12 Pro', harga: 1_950_000 },
    { nama: 'Jasa pasang', harga: 150_000 },
  ],
  garansiHari: 0,
  diambilPada: null,
  quoteAnswer: null,
  pastAnswers: [],
};

function open(code = CODE) {
  return render(
    <MemoryRouter initialEntries={[adminPaths.repairReceipt(code)]}>
      <Routes>
        <Route path="/admin/servisan/:code/nota" element={<ReceiptPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(getShopContact)
    .mockReset()
    .mockResolvedValue(shopContact('0812-3456-7890', { alamat: 'Jl. Teuku Umar 8, Denpasar' }));
  vi.mocked(getReceiptTicket)
    .mockReset()
    .mockImplementation(async (c) => (c === CODE ? { ticket, imei: '' } : null));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('ReceiptPage', () => {
  it('shows the shop, the code, the QR to the status page, the fields, items, total and garansi as text', async () => {
    const { container } = open();
    const receipt = await screen.findByRole('article', { name: 'Nota Servis' });
    expect(within(receipt).getByTestId('receipt-code')).toHaveTextContent(CODE);
    expect(within(receipt).getByText('ONE GADGET')).toBeInTheDocument();
    expect(within(receipt).getByText('All Device One Solution')).toBeInTheDocument();
    expect(await within(receipt).findByText('Jl. Teuku Umar 8, Denpasar')).toBeInTheDocument();
    expect(within(receipt).getByText('WhatsApp 0812-3456-7890')).toBeInTheDocument();

    const link = `${window.location.origin}/cek-servisan?kode=${CODE}`;
    expect(within(receipt).getByRole('img', { name: `Kode QR ke ${link}` })).toBeInTheDocument();
    expect(within(receipt).getByText('Scan untuk cek status servis')).toBeInTheDocument();

    expect(within(receipt).getByText('Komang <b>X</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(within(receipt).getByText('iPhone 12 Pro')).toBeInTheDocument();
    expect(within(receipt).getByText('2 Maret 2026')).toBeInTheDocument();
    expect(within(receipt).getByText('Layar bergaris')).toBeInTheDocument();

    const rows = within(within(receipt).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(
      ['ItemHarga', 'LCD iPhone 12 ProRp 1.950.000', 'Jasa pasangRp 150.000', 'TotalRp 2.100.000'].map(rp),
    );
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('Rp 2.100.000');
    expect(within(receipt).getByTestId('receipt-garansi')).toHaveTextContent('Garansi layar 30 hari');
    expect(getReceiptTicket).toHaveBeenCalledWith(CODE);
    expect(within(receipt).getByTestId('receipt-cost-heading')).toHaveTextContent(/^Rincian biaya$/);
    expect(within(receipt).queryByTestId('receipt-imei')).toBeNull();
  });

  it('prints an unanswered quote as an estimate, and the IMEI the admin stored', async () => {
    vi.mocked(getReceiptTicket).mockResolvedValue({
      ticket: { ...ticket, status: 'Menunggu persetujuan' },
      imei: '356938035643809',
    });
    open();
    expect(await screen.findByTestId('receipt-cost-heading')).toHaveTextContent(
      'Perkiraan biaya (menunggu persetujuan)',
    );
    expect(screen.getByTestId('receipt-imei')).toHaveTextContent('356938035643809');
  });

  it('prints the intake checklist as ticked, the passcode as yes or no, and a signature line', async () => {
    vi.mocked(getReceiptTicket).mockResolvedValue({
      ticket: {
        ...ticket,
        garansiHari: 30,
        intake: { ...readIntake({}), cekBodi: true, adaCharger: true, sandiDiberikan: false },
      },
      imei: '',
    });
    open();
    const intake = await screen.findByTestId('receipt-intake');
    expect(
      within(intake)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Layar normal: Tidak',
      'Bodi mulus: Ya',
      'Tombol berfungsi: Tidak',
      'Kamera berfungsi: Tidak',
      'Charger: Ya',
      'Dus: Tidak',
      'Tray SIM: Tidak',
      'Case: Tidak',
    ]);
    expect(intake).toHaveTextContent('Kode sandi diberikan: Tidak');
    expect(intake).toHaveTextContent('Tanda tangan pelanggan');
    // The warranty once: the words already say its 30 days.
    expect(screen.getByTestId('receipt-garansi')).toHaveTextContent(/^Garansi layar 30 hari$/);
  });

  it('shows a legacy text date as stored, and says when there are no items', async () => {
    vi.mocked(getReceiptTicket).mockResolvedValue({
      ticket: { ...ticket, tanggalMasuk: null, tanggalMasukText: 'Senin, 3 Juni', itemList: [], total: 0 },
      imei: '',
    });
    open();
    expect(await screen.findByText('Senin, 3 Juni')).toBeInTheDocument();
    expect(screen.getByText('Belum ada rincian item.')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('Rp 0');
  });

  it('prints without waiting for the shop contact, and leaves its lines out when there is none', async () => {
    vi.mocked(getShopContact).mockRejectedValue(new Error('offline'));
    open();
    const receipt = await screen.findByRole('article', { name: 'Nota Servis' });
    expect(within(receipt).getByText('ONE GADGET')).toBeInTheDocument();
    expect(within(receipt).queryByText(/^WhatsApp/)).toBeNull();
  });

  it('offers the way back to the ticket and a print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    open();
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', adminPaths.repair(CODE));
    await userEvent.click(await screen.findByRole('button', { name: 'Cetak nota' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('sizes the printed page to the receipt: 80 mm wide, its own style element, gone on unmount', async () => {
    const { unmount } = open();
    await screen.findByRole('article', { name: 'Nota Servis' });
    const rule = () =>
      [...document.head.querySelectorAll('style')].find((s) => s.textContent?.includes('@page'));
    expect(rule()?.textContent).toMatch(/^@page \{ size: 80mm \d+mm; margin: 0; \}$/);
    unmount();
    expect(rule()).toBeUndefined();
  });

  it('says a missing code is not found, with the way to the list and back', async () => {
    open('OG-TIDAKADA22');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke daftar servisan' })).toHaveAttribute(
      'href',
      adminPaths.repairs,
    );
    expect(screen.getByRole('link', { name: 'Kembali' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cetak nota' })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('never reads a code that cannot be a document id', async () => {
    open('__name__');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(getReceiptTicket).not.toHaveBeenCalled();
  });

  it('a failed read says so and tries again', async () => {
    vi.mocked(getReceiptTicket).mockRejectedValueOnce(new Error('offline'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nota gagal dimuat.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('receipt-code')).toHaveTextContent(CODE);
    await waitFor(() => expect(getReceiptTicket).toHaveBeenCalledTimes(2));
  });
});
