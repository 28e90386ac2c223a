import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/member';
import { AuthContext } from '../../../ui/auth-context';
import { WriteConflict } from '../core/data/versions';
import * as api from './api';
import NewRepairPage, { CREATE_FAILED } from './NewRepairPage';
import RepairPage, { NOT_FOUND } from './RepairPage';
import RepairsPage from './RepairsPage';
import { STATUS_FAILED } from './StatusPanel';
import type { Ticket } from './ticket-form';
import { rp } from '../../../test/rupiah';
import { witaDate } from '../../../lib/dates';
import { adminPaths } from '../../../config/admin-paths';

vi.mock('./api', () => ({
  COLLECTED_SHOWN: 100,
  listOpenTickets: vi.fn(),
  listCollectedTickets: vi.fn(),
  listWarrantyTickets: vi.fn(),
  fillWarrantyEnds: vi.fn(),
  getTicket: vi.fn(),
  createTicket: vi.fn(),
  saveTicket: vi.fn(),
  setTicketStatus: vi.fn(),
  addTicketNote: vi.fn(),
  ticketView: vi.fn(),
  getRepairMessages: vi.fn(),
}));
// Who saved the other version is one read; not these tests' business.
vi.mock('../api', () => ({ savedBy: vi.fn(() => Promise.resolve(null)) }));
// The history list under a ticket reads riwayat; it has its own tests.
vi.mock('../core/history/HistoryList', () => ({ HistoryList: () => null }));

const noTemplates = {
  masuk: '',
  persetujuan: '',
  sparepart: '',
  diservice: '',
  siap: '',
  diambil: '',
  lainnya: '',
  setelahTolak: '',
};

const ticket = (code: string, status: string, over: Partial<Ticket> = {}): Ticket => ({
  code,
  nama: `Pelanggan ${code}`,
  perangkat: 'iPhone 12',
  tanggalMasuk: new Date(2026, 10, 20, 10),
  tanggalMasukText: '',
  status,
  keluhan: 'Layar bergaris',
  historyPerbaikan: ['20 November 2026 – Masuk'],
  garansi: 'Garansi 30 hari',
  total: 2150000,
  itemList: [{ nama: 'LCD', harga: 2150000 }],
  garansiHari: 0,
  diambilPada: null,
  quoteAnswer: null,
  pastAnswers: [],
  ...over,
});

function renderAt(url: string) {
  return render(
    <AuthContext.Provider value={signedIn}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={adminPaths.repairs} element={<RepairsPage />} />
          <Route path={adminPaths.newRepair} element={<NewRepairPage />} />
          <Route path="/admin/servisan/:code" element={<RepairPage />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.getRepairMessages).mockResolvedValue(noTemplates);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('RepairsPage', () => {
  beforeEach(() => {
    vi.mocked(api.listOpenTickets).mockResolvedValue([
      ticket('OG-MASUK', 'Masuk'),
      ticket('OG-SIAP', 'Selesai - Siap diambil'),
      ticket('OG-TUNGGU', 'Menunggu sparepart'),
    ]);
  });

  it('lists open tickets with ready for pickup first, and counts each status', async () => {
    renderAt(adminPaths.repairs);
    const rows = await screen.findAllByTestId('ticket-row');
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual([
      adminPaths.repair('OG-SIAP'),
      adminPaths.repair('OG-MASUK'),
      adminPaths.repair('OG-TUNGGU'),
    ]);
    const filters = screen.getByRole('group', { name: 'Saring status' });
    expect(within(filters).getByRole('button', { name: 'Siap diambil 1' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Semua terbuka 3' })).toBeInTheDocument();
  });

  it('a search that finds nothing offers to open the code', async () => {
    renderAt(adminPaths.repairs);
    await screen.findAllByTestId('ticket-row');
    await userEvent.type(screen.getByLabelText('Cari tiket'), 'og-lama123');
    expect(screen.getByText('Tidak ada tiket yang cocok.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka kode OG-LAMA123' })).toHaveAttribute(
      'href',
      adminPaths.repair('OG-LAMA123'),
    );
  });

  it('"Dalam garansi" lists what the warranty query finds, with no "newest 100" note', async () => {
    const end = new Date(Date.now() + 10 * 86_400_000);
    vi.mocked(api.listWarrantyTickets).mockResolvedValue(
      Array.from({ length: 3 }, (_, i) => ticket(`OG-GARANSI${i}`, 'Diambil', { garansiSampai: end })),
    );
    renderAt(`${adminPaths.repairs}?status=garansi`);
    expect(await screen.findAllByTestId('ticket-row')).toHaveLength(3);
    expect(screen.queryByTestId('collected-bound')).toBeNull();
    expect(api.listCollectedTickets).not.toHaveBeenCalled();
  });

  it('fills older tickets’ warranty ends on request, says how many, and reads the list again', async () => {
    vi.mocked(api.listWarrantyTickets).mockResolvedValue([]);
    vi.mocked(api.fillWarrantyEnds).mockImplementation((_by, onProgress) => {
      onProgress?.({ checked: 1, filled: 1, skipped: 0 });
      return Promise.resolve({ checked: 3, filled: 1, skipped: 0 });
    });
    renderAt(`${adminPaths.repairs}?status=garansi`);
    expect(await screen.findByText('Tidak ada tiket yang masih dalam garansi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lengkapi tanggal garansi' }));
    expect(await screen.findByTestId('warranty-backfill-result')).toHaveTextContent(
      'Selesai: 3 tiket yang sudah diambil diperiksa, 1 dilengkapi tanggal garansinya.',
    );
    expect(api.listWarrantyTickets).toHaveBeenCalledTimes(2);
  });

  it('the backfill says when it failed, and what it did before', async () => {
    vi.mocked(api.listWarrantyTickets).mockResolvedValue([]);
    vi.mocked(api.fillWarrantyEnds).mockImplementation((_by, onProgress) => {
      onProgress?.({ checked: 2, filled: 1, skipped: 0 });
      return Promise.reject(new Error('offline'));
    });
    renderAt(`${adminPaths.repairs}?status=garansi`);
    await userEvent.click(await screen.findByRole('button', { name: 'Lengkapi tanggal garansi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gagal melengkapi: periksa koneksi lalu ketuk lagi. Sudah dilengkapi 1 dari 2 tiket yang diperiksa.',
    );
  });

  it('reads the collected tickets only when asked', async () => {
    vi.mocked(api.listCollectedTickets).mockResolvedValue([ticket('OG-AMBIL', 'Diambil')]);
    renderAt(adminPaths.repairs);
    await screen.findAllByTestId('ticket-row');
    expect(api.listCollectedTickets).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sudah diambil' }));
    expect(await screen.findByText('OG-AMBIL')).toBeInTheDocument();
    expect(screen.queryByText('OG-MASUK')).toBeNull();
  });
});

describe('NewRepairPage', () => {
  it('says what is missing beside the field and writes nothing', async () => {
    renderAt(adminPaths.newRepair);
    await userEvent.click(screen.getByRole('button', { name: 'Buat tiket' }));
    expect(screen.getByLabelText('Nama pelanggan')).toHaveAccessibleDescription('Wajib diisi.');
    expect(screen.getByLabelText('Nama pelanggan')).toHaveFocus();
    expect(api.createTicket).not.toHaveBeenCalled();
  });

  it('creates the ticket with the items’ total and opens it; a failure keeps what was typed', async () => {
    vi.mocked(api.createTicket).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('OG-BARU');
    vi.mocked(api.getTicket).mockResolvedValue({
      ticket: ticket('OG-BARU', 'Masuk'),
      whatsapp: '0812',
      imei: '',
      seen: { ticket: {}, contact: null },
    });
    renderAt(adminPaths.newRepair);
    await userEvent.type(screen.getByLabelText('Nama pelanggan'), 'Putu');
    await userEvent.type(screen.getByLabelText('WhatsApp pelanggan'), '0812 3456 7890');
    await userEvent.type(screen.getByLabelText('IMEI / nomor seri (opsional)'), 'SN-C02XK1ZJ');
    await userEvent.type(screen.getByLabelText('Perangkat'), 'iPhone 12');
    await userEvent.type(screen.getByLabelText('Keluhan'), 'Layar bergaris');
    await userEvent.type(screen.getByLabelText('Item 1'), 'LCD');
    await userEvent.type(screen.getByLabelText('Harga item 1'), '1.950.000');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah item' }));
    await userEvent.type(screen.getByLabelText('Item 2'), 'Jasa');
    await userEvent.type(screen.getByLabelText('Harga item 2'), '200000');
    expect(screen.getByText('Total:').parentElement).toHaveTextContent('Total: Rp 2.150.000');

    await userEvent.click(screen.getByRole('button', { name: 'Buat tiket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CREATE_FAILED);
    expect(screen.getByLabelText('Nama pelanggan')).toHaveValue('Putu');

    await userEvent.click(screen.getByRole('button', { name: 'Buat tiket' }));
    expect(await screen.findByTestId('ticket-code')).toHaveTextContent('OG-BARU');
    expect(screen.getByRole('status')).toHaveTextContent('Tiket dibuat.');
    const [first, second] = vi.mocked(api.createTicket).mock.calls;
    expect(second![4]).toBe(first![4]); // the same code again: a lost answer cannot make two tickets
    const [fields, contact] = second!;
    expect(contact).toEqual({ whatsapp: '0812 3456 7890', imei: 'SN-C02XK1ZJ' });
    expect(fields).toMatchObject({
      nama: 'Putu',
      itemList: [
        { nama: 'LCD', harga: 1950000 },
        { nama: 'Jasa', harga: 200000 },
      ],
      total: 2150000,
    });
  });
});

describe('RepairPage', () => {
  it("after a status change, the chat holds the owner's message for that status, filled in", async () => {
    vi.mocked(api.getRepairMessages).mockResolvedValue({
      ...noTemplates,
      persetujuan: 'Halo {nama}, biaya {perangkat} {total}. Setujui di {link} ({status})',
    });
    vi.mocked(api.getTicket).mockResolvedValue({
      ticket: ticket('OG-Q', 'Masuk'),
      whatsapp: '0812-3456-7890',
      imei: '',
      seen: { ticket: {}, contact: null },
    });
    vi.mocked(api.setTicketStatus).mockResolvedValueOnce(ticket('OG-Q', 'Menunggu persetujuan'));
    renderAt(adminPaths.repair('OG-Q'));
    const status = await screen.findByRole('group', { name: 'Ubah status' });
    await userEvent.click(within(status).getByRole('button', { name: 'Menunggu persetujuan' }));
    const chat = await screen.findByRole('link', {
      name: /Kabari pelanggan via WhatsApp: Menunggu persetujuan/,
    });
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toBe(
      rp(
        `Halo Pelanggan OG-Q, biaya iPhone 12 Rp 2.150.000. Setujui di ${location.origin}/cek-servisan?kode=OG-Q (Menunggu persetujuan)`,
      ),
    );
    expect(screen.getByTestId('ticket-quote-answer')).toHaveTextContent(
      'Menunggu jawaban pelanggan di halaman Cek Servisan.',
    );
  });

  it("shows the customer's answer to the quote with its time, keeps its status marked, and offers to ask again", async () => {
    vi.mocked(api.getTicket).mockResolvedValue({
      ticket: ticket('OG-T', 'Menunggu persetujuan', {
        quoteAnswer: { answer: 'tolak', at: witaDate(2026, 10, 27, 9, 30), total: 850_000 },
      }),
      whatsapp: '',
      imei: '',
      seen: { ticket: {}, contact: null },
    });
    renderAt(adminPaths.repair('OG-T'));
    expect(await screen.findByTestId('ticket-quote-answer')).toHaveTextContent(
      'Ditolak pelanggan Rp 850.000 · 27 November 2026 pukul 09.30',
    );
    const status = screen.getByRole('group', { name: 'Ubah status' });
    expect(within(status).getByRole('button', { pressed: true })).toHaveTextContent('Menunggu persetujuan');
    expect(within(status).getByRole('button', { name: 'Minta persetujuan lagi' })).toBeEnabled();
    // A refusal leads to no work: no one-tap start.
    expect(screen.queryByTestId('start-work')).toBeNull();
  });

  it('a fresh approval offers the work in one tap, with the amount approved', async () => {
    vi.mocked(api.getTicket).mockResolvedValue({
      ticket: ticket('OG-S', 'Menunggu persetujuan', {
        total: 850_000,
        quoteAnswer: { answer: 'setuju', at: witaDate(2026, 10, 27, 9, 30), total: 850_000 },
      }),
      whatsapp: '',
      imei: '',
      seen: { ticket: {}, contact: null },
    });
    vi.mocked(api.setTicketStatus).mockResolvedValueOnce(ticket('OG-S', 'Sedang diservice'));
    renderAt(adminPaths.repair('OG-S'));
    expect(await screen.findByTestId('ticket-quote-answer')).toHaveTextContent(
      'Disetujui pelanggan Rp 850.000 · 27 November 2026 pukul 09.30',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mulai kerjakan → Sedang diservice' }));
    expect(vi.mocked(api.setTicketStatus).mock.calls[0]!.slice(0, 2)).toEqual(['OG-S', 'Sedang diservice']);
    expect(await screen.findByTestId('ticket-status')).toHaveTextContent('Sedang diservice');
    expect(screen.queryByTestId('start-work')).toBeNull();
  });

  it('moves the status in one tap and offers the chat for the new status', async () => {
    vi.mocked(api.getTicket).mockResolvedValue({
      ticket: ticket('OG-A', 'Masuk'),
      whatsapp: '0812-3456-7890',
      imei: '',
      seen: { ticket: {}, contact: null },
    });
    vi.mocked(api.setTicketStatus)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(
        ticket('OG-A', 'Sedang diservice', {
          historyPerbaikan: ['20 November 2026 – Masuk', '21 November 2026 – Sedang diservice'],
        }),
      );
    renderAt(adminPaths.repair('OG-A'));
    const status = await screen.findByRole('group', { name: 'Ubah status' });
    expect(within(status).getByRole('button', { name: 'Masuk' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(status).getByRole('button', { name: 'Sedang diservice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_FAILED);
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Masuk');

    await userEvent.click(within(status).getByRole('button', { name: 'Sedang diservice' }));
    expect(await screen.findByText('21 November 2026 – Sedang diservice')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Sedang diservice');
    expect(screen.queryByRole('alert')).toBeNull();
    const chat = screen.getByRole('link', { name: /Kabari pelanggan via WhatsApp: Sedang diservice/ });
    const href = new URL(chat.getAttribute('href')!);
    expect(href.pathname).toBe('/6281234567890');
    expect(href.searchParams.get('text')).toContain('sedang diservis');
    expect(href.searchParams.get('text')).toContain('/cek-servisan?kode=OG-A');
    expect(vi.mocked(api.setTicketStatus).mock.calls[1]!.slice(0, 2)).toEqual(['OG-A', 'Sedang diservice']);
  });

  it('takes a status typed by hand, and says when there is no number to chat with', async () => {
    vi.mocked(api.getTicket).mockResolvedValue({
      ticket: ticket('OG-B', 'Masuk'),
      whatsapp: '',
      imei: '',
      seen: { ticket: {}, contact: null },
    });
    vi.mocked(api.setTicketStatus).mockResolvedValue(ticket('OG-B', 'Menunggu sparepart'));
    renderAt(adminPaths.repair('OG-B'));
    expect(await screen.findByText('Nomor WhatsApp pelanggan belum diisi.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Status lain'), '  Menunggu sparepart ');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan status' }));
    expect(await screen.findByTestId('ticket-status')).toHaveTextContent('Menunggu sparepart');
    expect(vi.mocked(api.setTicketStatus).mock.calls[0]!.slice(0, 2)).toEqual(['OG-B', 'Menunggu sparepart']);
  });

  it('a code with no ticket says so, with the way back', async () => {
    vi.mocked(api.getTicket).mockResolvedValue(null);
    renderAt(adminPaths.repair('OG-NOPE'));
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke daftar tiket' })).toHaveAttribute('href', adminPaths.repairs);
  });

  it("an edit after another admin's: says so, shows both names, saves mine on the version just read", async () => {
    const seenTicket = { nama: 'Pelanggan OG-C', perangkat: 'iPhone 12', _riwayat: 'e1' };
    const theirs = { ...seenTicket, nama: 'Budi Santoso', _riwayat: 'e2' };
    vi.mocked(api.getTicket).mockResolvedValue({
      ticket: ticket('OG-C', 'Masuk'),
      whatsapp: '081234567',
      imei: '',
      seen: { ticket: seenTicket, contact: { whatsapp: '081234567' } },
    });
    vi.mocked(api.saveTicket)
      .mockRejectedValueOnce(new WriteConflict([{ id: 'OG-C', stored: theirs }]))
      .mockResolvedValueOnce({ requoted: false });
    renderAt(adminPaths.repair('OG-C'));
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah data' }));
    const nama = screen.getByLabelText('Nama pelanggan');
    await userEvent.clear(nama);
    await userEvent.type(nama, 'Budi S');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));

    const notice = await screen.findByTestId('conflict');
    expect(within(notice).getByRole('alert')).toHaveTextContent('Data ini sudah diubah oleh admin lain');
    const fields = within(notice).getByTestId('conflict-fields');
    expect(fields).toHaveTextContent('Nama pelanggan');
    expect(fields).toHaveTextContent('Versi mereka: Budi Santoso');
    expect(fields).toHaveTextContent('Versi kamu: Budi S');
    expect(screen.getByLabelText('Nama pelanggan')).toHaveValue('Budi S');

    await userEvent.click(within(notice).getByRole('button', { name: 'Pakai versi saya' }));
    const [code, fieldsSaved, contact, , seen] = vi.mocked(api.saveTicket).mock.calls[1]!;
    expect([code, fieldsSaved.nama, contact]).toEqual([
      'OG-C',
      'Budi S',
      { whatsapp: '081234567', imei: '' },
    ]);
    // The number was not part of the save: it is still the one seen.
    expect(seen).toEqual({ ticket: theirs, contact: { whatsapp: '081234567' } });
  });
});
