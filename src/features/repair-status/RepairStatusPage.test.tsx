import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RepairStatusPage from './RepairStatusPage';
import { getRepairRecord } from './api';
import { answerQuote } from './quote-api';
import { ANSWER_REFUSED, LEGACY_CODE_ASK } from './QuoteApproval';
import { AFTER_REFUSAL_DEFAULT } from '../../firebase/specs/pesan-servis';
import { getDocById } from '../../firebase/visitor/visitor-read';
import { REPAIR_CODE_MESSAGES } from './repair-code';
import { getShopContact } from '../../firebase/visitor/shop-contact';
import { shopContact } from '../../test/contact';
import { witaDate } from '../../lib/dates';

vi.mock('./api', () => ({ getRepairRecord: vi.fn() }));
vi.mock('./quote-api', () => ({ answerQuote: vi.fn() }));
vi.mock('../../firebase/visitor/visitor-read', () => ({ getDocById: vi.fn() }));
vi.mock('../../firebase/visitor/shop-contact', () => ({ getShopContact: vi.fn() }));

const record = {
  code: 'ABC123',
  nama: 'Komang',
  perangkat: 'Redmi Note 13',
  tanggalMasuk: new Date('2025-06-11T08:05:00Z'),
  tanggalMasukText: '',
  status: 'Sedang diservice',
  keluhan: 'Port charger longgar',
  historyPerbaikan: ['Unit diterima'],
  garansi: 'Garansi 14 hari',
  total: 175000,
  itemList: [{ nama: 'Konektor charger', harga: 175000 }],
  garansiHari: 0,
  diambilPada: null,
  quoteAnswer: null,
  pastAnswers: [],
};

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/cek-servisan"
          element={
            <>
              <RepairStatusPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(getShopContact).mockResolvedValue(shopContact('081234567890'));
  vi.mocked(getRepairRecord).mockReset();
  vi.mocked(getRepairRecord).mockImplementation(async (c) => (c === 'ABC123' ? record : null));
});

describe('RepairStatusPage', () => {
  it('?kode= looks up at once, upper-cased, and the URL shows the canonical code', async () => {
    at('/cek-servisan?kode=abc123');
    expect(await screen.findByText('Redmi Note 13')).toBeInTheDocument();
    expect(getRepairRecord).toHaveBeenCalledWith('ABC123');
    expect(screen.getByTestId('where')).toHaveTextContent('/cek-servisan?kode=ABC123');
    expect(screen.getByTestId('repair-status')).toHaveClass('badge', 'text-bg-warning');
    expect(screen.getByText('11 Juni 2025')).toBeInTheDocument();
    expect(screen.getByTestId('repair-total')).toHaveTextContent('Rp 175.000');
  });

  it('found: the steps mark the current one, and a chat link names the code', async () => {
    at('/cek-servisan?kode=ABC123');
    const steps = await screen.findByRole('list', { name: 'Tahap servisan' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Masuk (sudah)',
      '2Sedang diservice',
      '3Selesai - Siap diambil',
      '4Diambil',
    ]);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    const chat = screen.getByRole('link', { name: 'Tanya Admin: ABC123' });
    await waitFor(() => expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/));
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toBe(
      'Halo ONE GADGET, saya ingin menanyakan servisan dengan kode ABC123 (Redmi Note 13). Status di website: Sedang diservice.',
    );
  });

  it('a status typed by the shop is said in words, with no steps', async () => {
    vi.mocked(getRepairRecord).mockResolvedValue({ ...record, status: 'Menunggu konfirmasi vendor' });
    at('/cek-servisan?kode=ABC123');
    expect(await screen.findByText('Status: Menunggu konfirmasi vendor')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tahap servisan' })).toBeNull();
    expect(screen.getByTestId('repair-status')).toHaveClass('badge', 'text-bg-info');
  });

  it('a part on order is a step of its own after Masuk, its badge blue', async () => {
    vi.mocked(getRepairRecord).mockResolvedValue({ ...record, status: 'Menunggu sparepart' });
    at('/cek-servisan?kode=ABC123');
    const steps = await screen.findByRole('list', { name: 'Tahap servisan' });
    const current = within(steps).getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Menunggu sparepart');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByTestId('repair-status')).toHaveClass('badge', 'text-bg-info');
  });

  it("a collected device shows its warranty's last day, or that it has ended", async () => {
    vi.mocked(getRepairRecord).mockResolvedValue({
      ...record,
      status: 'Diambil',
      garansi: 'Garansi layar',
      garansiHari: 30,
      diambilPada: new Date('2020-01-01T02:00:00Z'),
    });
    at('/cek-servisan?kode=ABC123');
    expect(await screen.findByTestId('repair-warranty')).toHaveTextContent('Garansi berakhir 31 Jan 2020');
    expect(screen.getByText('Garansi layar')).toBeInTheDocument();
  });

  it('a warranty still running says until when; none before pickup', async () => {
    vi.mocked(getRepairRecord).mockResolvedValueOnce({
      ...record,
      status: 'Diambil',
      garansiHari: 3650,
      diambilPada: new Date(),
    });
    const { unmount } = at('/cek-servisan?kode=ABC123');
    expect(await screen.findByTestId('repair-warranty')).toHaveTextContent(
      /^Garansi sampai \d{1,2} \w{3} 20\d\d$/,
    );
    unmount();
    vi.mocked(getRepairRecord).mockResolvedValueOnce({ ...record, garansiHari: 30, diambilPada: new Date() });
    at('/cek-servisan?kode=ABC123');
    expect(await screen.findByText('Redmi Note 13')).toBeInTheDocument();
    expect(screen.queryByTestId('repair-warranty')).toBeNull();
  });

  describe('a quote waiting for the customer', () => {
    const CODE = 'OG-7KQ2M9XH4P';
    const waiting = {
      ...record,
      code: CODE,
      status: 'Menunggu persetujuan',
      itemList: [
        { nama: 'LCD iPhone 13', harga: 800_000 },
        { nama: 'Jasa pasang', harga: 50_000 },
      ],
      total: 850_000,
    };
    const answeredAt = witaDate(2026, 10, 27, 10, 5);
    const page = `/cek-servisan?kode=${CODE}`;

    it('the breakdown comes before Setuju and Tolak, each saying what it means', async () => {
      vi.mocked(getRepairRecord).mockResolvedValue(waiting);
      at(page);
      const quote = await screen.findByTestId('quote-approval');
      const text = quote.textContent!;
      expect(text.indexOf('LCD iPhone 13')).toBeLessThan(text.indexOf('Setuju'));
      expect(within(quote).getByTestId('quote-total')).toHaveTextContent('Rp 850.000');
      expect(within(quote).getByTestId('quote-means')).toHaveTextContent(
        'Tolak: perangkat tidak diperbaiki dan kamu ambil kembali di toko.',
      );
    });

    it('Setuju asks first, then stores the answer with the quote seen and shows it with its amount and time', async () => {
      const user = userEvent.setup({ delay: null });
      vi.mocked(getRepairRecord).mockResolvedValue(waiting);
      vi.mocked(answerQuote).mockResolvedValue({
        ok: true,
        record: { ...waiting, quoteAnswer: { answer: 'setuju', at: answeredAt, total: 850_000 } },
      });
      at(page);
      await user.click(await screen.findByRole('button', { name: 'Setuju' }));
      expect(answerQuote).not.toHaveBeenCalled();
      expect(screen.getByText(/Setujui biaya/)).toHaveTextContent('Setujui biaya Rp 850.000?');
      await user.click(screen.getByRole('button', { name: 'Ya, setuju' }));
      expect(answerQuote).toHaveBeenCalledWith(waiting, 'setuju');
      expect(await screen.findByTestId('quote-answer')).toHaveTextContent(
        'Disetujui Rp 850.000 · 27 Nov 2026 10.05',
      );
      expect(screen.queryByRole('button', { name: 'Setuju' })).toBeNull();
      // The whole result reads the answer at once, not only its box.
      expect(screen.getByTestId('repair-status')).toHaveTextContent('Biaya disetujui');
    });

    it('after Setuju: the badge and the step say the cost is approved, and the work comes next', async () => {
      vi.mocked(getRepairRecord).mockResolvedValue({
        ...waiting,
        quoteAnswer: { answer: 'setuju', at: answeredAt, total: 850_000 },
      });
      at(page);
      expect(await screen.findByTestId('quote-next')).toHaveTextContent('mulai mengerjakan perbaikan');
      expect(screen.getByTestId('repair-status')).toHaveTextContent('Biaya disetujui');
      expect(screen.getByTestId('repair-status')).toHaveClass('text-bg-success');
      const steps = screen.getByRole('list', { name: 'Tahap servisan' });
      expect(within(steps).getByText('Biaya disetujui').closest('li')).toHaveAttribute(
        'aria-current',
        'step',
      );
      expect(steps).not.toHaveTextContent('Menunggu persetujuan');
    });

    it("after Tolak: the shop's words on what to do, the amount refused, no buttons", async () => {
      vi.mocked(getDocById).mockResolvedValue({
        id: 'template',
        data: { setelahTolak: 'Ambil HP kamu di toko, Senin–Sabtu 10.00–20.00.' },
      });
      vi.mocked(getRepairRecord).mockResolvedValue({
        ...waiting,
        quoteAnswer: { answer: 'tolak', at: answeredAt, total: 850_000 },
      });
      at(page);
      expect(await screen.findByTestId('quote-answer')).toHaveTextContent(
        'Ditolak Rp 850.000 · 27 Nov 2026 10.05',
      );
      expect(await screen.findByText('Ambil HP kamu di toko, Senin–Sabtu 10.00–20.00.')).toBeInTheDocument();
      expect(getDocById).toHaveBeenCalledWith('pesan_servis/template', { cache: true });
      expect(screen.getByTestId('repair-status')).toHaveTextContent('Biaya ditolak');
      expect(screen.queryByRole('button', { name: 'Tolak' })).toBeNull();
    });

    it('after Tolak with no words of the shop: the default says to collect the device', async () => {
      vi.mocked(getDocById).mockResolvedValue(null);
      vi.mocked(getRepairRecord).mockResolvedValue({
        ...waiting,
        quoteAnswer: { answer: 'tolak', at: answeredAt, total: 850_000 },
      });
      at(page);
      expect(await screen.findByText(AFTER_REFUSAL_DEFAULT)).toBeInTheDocument();
    });

    it('a new quote asks again and shows the earlier answer with its amount', async () => {
      vi.mocked(getRepairRecord).mockResolvedValue({
        ...waiting,
        total: 1_200_000,
        pastAnswers: [{ answer: 'tolak', at: answeredAt, total: 850_000 }],
      });
      at(page);
      expect(await screen.findByRole('button', { name: 'Setuju' })).toBeInTheDocument();
      expect(screen.getByTestId('quote-past')).toHaveTextContent(
        'Jawaban untuk penawaran sebelumnya:Ditolak Rp 850.000 · 27 Nov 2026 10.05',
      );
      expect(screen.getByTestId('repair-status')).toHaveTextContent('Menunggu persetujuan');
    });

    it('a legacy short code reads its quote but answers it through the shop', async () => {
      vi.mocked(getRepairRecord).mockResolvedValue({ ...waiting, code: 'ABC123' });
      at('/cek-servisan?kode=ABC123');
      expect(await screen.findByTestId('quote-legacy')).toHaveTextContent(LEGACY_CODE_ASK);
      expect(screen.queryByRole('button', { name: 'Setuju' })).toBeNull();
      const chat = screen.getByRole('link', { name: /Jawab lewat WhatsApp/ });
      await waitFor(() =>
        expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/),
      );
      expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toContain('kode ABC123');
      // Its chat is the page's one WhatsApp button.
      expect(screen.queryByRole('link', { name: /Tanya Admin/ })).toBeNull();
    });

    it('Tolak can be cancelled; a refused answer says why', async () => {
      const user = userEvent.setup({ delay: null });
      vi.mocked(getRepairRecord).mockResolvedValue(waiting);
      vi.mocked(answerQuote).mockResolvedValue({ ok: false, reason: 'refused' });
      at(page);
      await user.click(await screen.findByRole('button', { name: 'Tolak' }));
      await user.click(screen.getByRole('button', { name: 'Batal' }));
      expect(answerQuote).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Tolak' }));
      await user.click(screen.getByRole('button', { name: 'Ya, tolak' }));
      expect(answerQuote).toHaveBeenCalledWith(waiting, 'tolak');
      expect(await screen.findByRole('alert')).toHaveTextContent(ANSWER_REFUSED);
    });
  });

  it("the help text shows today's code format", () => {
    at('/cek-servisan');
    const hint = document.getElementById('kode-servisan-hint')!;
    expect(hint.textContent).toMatch(/\bOG-[23456789A-HJKMNP-Z]{10}\b/);
    expect(hint.textContent).not.toContain('OG-2406');
  });

  it('a typed code is searched and the URL follows it', async () => {
    const user = userEvent.setup({ delay: null });
    at('/cek-servisan');
    await user.type(screen.getByLabelText('Kode Servisan'), 'zzz999');
    await user.click(screen.getByRole('button', { name: 'Cek Status' }));
    expect(await screen.findByText('Data servisan tidak ditemukan.')).toBeInTheDocument();
    expect(getRepairRecord).toHaveBeenCalledWith('ZZZ999');
    expect(screen.getByTestId('where')).toHaveTextContent('/cek-servisan?kode=ZZZ999');
  });

  it('not found: a chat link to the shop asks about the code', async () => {
    at('/cek-servisan?kode=og-0000-zzzz');
    expect(await screen.findByText('Data servisan tidak ditemukan.')).toBeInTheDocument();
    const chat = await screen.findByRole('link', { name: 'Tanya Admin via WhatsApp' });
    await waitFor(() => expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/));
    const text = new URL(chat.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe('Halo ONE GADGET, saya ingin menanyakan status servisan dengan kode OG-0000-ZZZZ.');
  });

  it.each([
    ['an underscore', 'og_123', 'OG_123'],
    ['a space', 'srv 0042', 'SRV 0042'],
    ['two characters', 'ab', 'AB'],
    ['a dot and a hash', '#12.5', '#12.5'],
  ])('a legacy code with %s is looked up as the shop wrote it', async (_label, input, code) => {
    const user = userEvent.setup({ delay: null });
    at('/cek-servisan');
    await user.type(screen.getByLabelText('Kode Servisan'), input);
    await user.click(screen.getByRole('button', { name: 'Cek Status' }));
    expect(await screen.findByText('Data servisan tidak ditemukan.')).toBeInTheDocument();
    expect(getRepairRecord).toHaveBeenCalledWith(code);
  });

  it('a refused code offers the chat link too, with the code in the message', async () => {
    const user = userEvent.setup({ delay: null });
    at('/cek-servisan');
    await user.type(screen.getByLabelText('Kode Servisan'), 'og/12');
    await user.click(screen.getByRole('button', { name: 'Cek Status' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REPAIR_CODE_MESSAGES.slash);
    const chat = await screen.findByRole('link', { name: 'Tanya Admin via WhatsApp' });
    await waitFor(() => expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/));
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toBe(
      'Halo ONE GADGET, saya ingin menanyakan status servisan dengan kode OG/12.',
    );
  });

  it.each([
    ['empty', '', REPAIR_CODE_MESSAGES.empty],
    ['/', '/', REPAIR_CODE_MESSAGES.slash],
    ['..', '..', REPAIR_CODE_MESSAGES.reserved],
    ['__x__', '__x__', REPAIR_CODE_MESSAGES.reserved],
    ['300 characters', 'A'.repeat(300), REPAIR_CODE_MESSAGES.tooLong],
  ])('bad code (%s): message, no lookup, URL untouched', async (_label, input, message) => {
    const user = userEvent.setup({ delay: null });
    at('/cek-servisan');
    if (input) await user.type(screen.getByLabelText('Kode Servisan'), input);
    await user.click(screen.getByRole('button', { name: 'Cek Status' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Kode Servisan')).toHaveAttribute('aria-invalid', 'true');
    expect(getRepairRecord).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/cek-servisan$/);
  });

  it('a bad code in the URL is never looked up', async () => {
    at(`/cek-servisan?kode=${encodeURIComponent('../kontak/aktif')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(REPAIR_CODE_MESSAGES.slash);
    expect(getRepairRecord).not.toHaveBeenCalled();
  });
});
