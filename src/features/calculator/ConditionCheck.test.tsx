import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ConditionCheck from './ConditionCheck';
import { listDeductions, listServicePrices, newLeadId, submitLead } from './lead-api';
import { rp } from '../../test/rupiah';

vi.mock('./lead-api', () => ({
  listDeductions: vi.fn(),
  listServicePrices: vi.fn(),
  submitLead: vi.fn(),
  newLeadId: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(listDeductions).mockResolvedValue([
    { kode: 'layar-gores', tipe: 'persen', nilai: 5, model: '', tipikal: true },
    { kode: 'layar-retak', tipe: 'persen', nilai: 20, model: '' },
    { kode: 'layar-rusak', tipe: 'persen', nilai: 40, model: '' },
    { kode: 'batangan', tipe: 'rupiah', nilai: 150_000, model: '' },
  ]);
  vi.mocked(newLeadId).mockResolvedValue('lead1');
  vi.mocked(listServicePrices).mockResolvedValue([
    { type: 'iPhone 12', jenis: 'Ganti LCD', biaya: 1_500_000 },
    { type: 'iPhone 12 Pro', jenis: 'Ganti LCD', biaya: 3_000_000 },
  ]);
  vi.mocked(submitLead).mockReset();
});

const phones = {
  mode: 'tukar' as const,
  oldName: 'iPhone 12 128GB',
  newPhone: { nama: 'iPhone 16 128GB', harga: 15_000_000 },
};

describe('ConditionCheck', () => {
  it('answers move the range; a failed send keeps them and offers Coba lagi; the chat names the reference', async () => {
    const user = userEvent.setup({ delay: null });
    const onHeadline = vi.fn();
    render(
      <ConditionCheck phones={phones} value={5_000_000} whatsapp="081234567890" onHeadline={onHeadline} />,
    );
    const range = await screen.findByTestId('condition-range');
    // Nothing answered: the typical scratched screen, not the worst one, up to the base value.
    expect(range).toHaveTextContent(
      'Perkiraan Rp 4.750.000 – Rp 5.000.000, harga final setelah pengecekan di toko',
    );
    // Told after the range is drawn (an effect): on a busy machine a moment later.
    await waitFor(() =>
      expect(onHeadline).toHaveBeenLastCalledWith({
        kind: 'pay',
        label: 'Kamu cukup menambah',
        amount: rp('Rp 10.000.000 – Rp 10.250.000'),
      }),
    );
    const layar = screen.getByRole('group', { name: 'Layar' });
    await user.click(within(layar).getByRole('button', { name: 'Retak' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Kelengkapan' })).getByRole('button', {
        name: 'Fullset (dus & charger)',
      }),
    );
    expect(range).toHaveTextContent('Perkiraan Rp 4.000.000, harga final');
    expect(range).toHaveTextContent('Layar: Retak −Rp 1.000.000');
    expect(screen.getByTestId('condition-extra')).toHaveTextContent('Tambah Rp 11.000.000');
    // The page's headline follows: one answer.
    expect(onHeadline).toHaveBeenLastCalledWith({
      kind: 'pay',
      label: 'Kamu cukup menambah',
      amount: rp('Rp 11.000.000'),
    });

    await user.type(screen.getByRole('textbox', { name: 'Kesehatan baterai dalam persen' }), '120');
    expect(screen.getByText('Isi angka 1–100, atau pilih Tidak tahu.')).toBeVisible();

    vi.mocked(submitLead).mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Kirim ke WhatsApp' }));
    expect(await screen.findByText('Gagal mengirim. Jawabanmu tetap di sini.')).toBeVisible();
    expect(within(layar).getByRole('button', { name: 'Retak' })).toHaveAttribute('aria-pressed', 'true');

    vi.mocked(submitLead).mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    const link = await screen.findByRole('link', { name: 'Buka WhatsApp' });
    const sent = vi.mocked(submitLead).mock.calls[1]!;
    expect(sent[1]).toBe('lead1');
    expect(sent[0]).toMatchObject({
      mode: 'tukar',
      hpLama: 'iPhone 12 128GB',
      jawaban: 'Layar: Retak\nKesehatan baterai: tidak tahu\nKelengkapan: Fullset (dus & charger)',
      nilaiMin: 4_000_000,
      nilaiMax: 4_000_000,
    });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain(`Referensi: ${sent[0].ref}`);
    expect(text).toContain('- Layar: Retak');
    expect(screen.getByRole('status')).toHaveTextContent(sent[0].ref);
  });

  it('a bad WhatsApp number is refused beside the field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConditionCheck phones={phones} value={5_000_000} whatsapp="081234567890" />);
    await user.type(await screen.findByLabelText('Nomor WhatsApp kamu (opsional)'), 'hubungi saya');
    await user.click(screen.getByRole('button', { name: 'Kirim ke WhatsApp' }));
    expect(screen.getByText(/Nomor WhatsApp tidak valid/)).toBeVisible();
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('Perbaiki atau tukar? for a broken screen: the repair, both values and the better choice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ConditionCheck phones={phones} value={5_000_000} whatsapp="081234567890" />);
    await screen.findByTestId('condition-range');
    expect(screen.queryByTestId('repair-or-trade')).toBeNull();
    await user.click(
      within(screen.getByRole('group', { name: 'Layar' })).getByRole('button', { name: 'Bergaris / mati' }),
    );
    const box = screen.getByRole('region', { name: 'Perbaiki atau tukar?' });
    // 40 % of 5.000.000 off as it is; repaired, none; the LCD costs 1.500.000.
    expect(screen.getByTestId('repair-or-trade-as-is')).toHaveTextContent(
      'Ditukar apa adanyaRp 3.000.000tanpa biaya servis',
    );
    expect(screen.getByTestId('repair-or-trade-repaired')).toHaveTextContent(
      'Diperbaiki dulu, lalu ditukarRp 3.500.000Rp 5.000.000 setelah diperbaiki − Rp 1.500.000 biaya Ganti LCD',
    );
    expect(screen.getByTestId('repair-or-trade-better')).toHaveTextContent(
      'Lebih untung diperbaiki dulu: sisa Rp 500.000 lebih banyak setelah biaya servis.',
    );
    const servis = new URL(
      within(box).getByRole('link', { name: 'Tanya soal servis' }).getAttribute('href')!,
    );
    expect(servis.searchParams.get('text')).toContain(rp('- Ganti LCD: Rp 1.500.000'));
    expect(within(box).getByRole('link', { name: 'Tanya tukar apa adanya' })).toBeVisible();
  });

  it('the questions still show when the service prices cannot be read', async () => {
    vi.mocked(listServicePrices).mockRejectedValue(new Error('offline'));
    render(<ConditionCheck phones={phones} value={5_000_000} whatsapp="081234567890" />);
    expect(await screen.findByTestId('condition-range')).toBeVisible();
  });
});
