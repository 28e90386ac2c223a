import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newLeadId, resendLead, submitLead } from './lead-api';
import { SendLead } from './SendLead';

vi.mock('./lead-api', async (actual) => ({
  ...(await actual<typeof import('./lead-api')>()),
  submitLead: vi.fn(),
  resendLead: vi.fn(),
  newLeadId: vi.fn(),
  countLeadChat: vi.fn(),
}));

const refused = () => Object.assign(new Error('refused'), { code: 'permission-denied' });

/** The windows "opened" by the sends, and where each was pointed. */
let opened: { location: { href: string }; opener: unknown; close: () => void; closed: boolean }[];

beforeEach(() => {
  opened = [];
  vi.spyOn(window, 'open').mockImplementation(() => {
    const w = {
      location: { href: '' },
      opener: window,
      closed: false,
      close() {
        w.closed = true;
      },
    };
    opened.push(w);
    return w as unknown as Window;
  });
  vi.mocked(newLeadId).mockResolvedValue('LeadIdOfTwentyChars1');
  vi.mocked(submitLead).mockReset().mockResolvedValue();
  vi.mocked(resendLead).mockReset().mockResolvedValue();
});
afterEach(() => vi.restoreAllMocks());

const lead = (jawaban: string, nilai: number, hpLama = 'iPhone 12 128GB') => ({
  mode: 'jual' as const,
  hpLama,
  jawaban,
  nilaiMin: nilai,
  nilaiMax: nilai,
});
const message = (l: ReturnType<typeof lead>) => (ref: string) =>
  `Halo admin ONE GADGET, saya mau jual HP.\nReferensi: ${ref}\n${l.jawaban}\nNilai: ${l.nilaiMin}`;

function Sender({ l, whatsapp = '081234567890' }: { l: ReturnType<typeof lead>; whatsapp?: string }) {
  return <SendLead whatsapp={whatsapp} lead={l} message={message(l)} />;
}

const textOf = (href: string) => new URL(href).searchParams.get('text');

describe('SendLead', () => {
  it('one button stores the lead and opens WhatsApp; a change offers Kirim ulang on the same lead', async () => {
    const user = userEvent.setup({ delay: null });
    const cracked = lead('Layar: Retak', 4_000_000);
    const { rerender } = render(<Sender l={cracked} />);
    await user.type(screen.getByLabelText('Nama kamu (opsional)'), 'Budi');
    await user.click(screen.getByRole('button', { name: 'Kirim ke WhatsApp' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^Terkirim dengan referensi TT-\d{4}\./);
    const ref = screen.getByRole('status').querySelector('.condition-ref')!.textContent!;
    expect(vi.mocked(submitLead).mock.calls[0]).toEqual([
      expect.objectContaining({ ref, jawaban: 'Layar: Retak', nama: 'Budi', nilaiMin: 4_000_000 }),
      'LeadIdOfTwentyChars1',
    ]);
    expect(vi.mocked(submitLead).mock.calls[0]![0].dilewati).toContain('Kamera');
    // One window, opened in the tap and sent to WhatsApp with the message once stored.
    expect(opened).toHaveLength(1);
    expect(opened[0]!.opener).toBeNull();
    expect(textOf(opened[0]!.location.href)).toBe(
      `Halo admin ONE GADGET, saya mau jual HP.\nReferensi: ${ref}\nNama: Budi\nLayar: Retak\nNilai: 4000000`,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kirim ulang' })).toBeNull();

    // Corrected: the sent message is out of date, and Kirim ulang updates the same lead.
    const smooth = lead('Layar: Mulus', 5_000_000);
    rerender(<Sender l={smooth} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Jawabanmu berubah sejak dikirim dengan referensi ${ref}. Pesan yang terkirim sudah tidak sesuai.`,
    );
    await user.click(screen.getByRole('button', { name: 'Kirim ulang' }));
    expect(await screen.findByText(/^Terkirim dengan referensi/)).toBeVisible();
    expect(resendLead).toHaveBeenCalledWith(
      'LeadIdOfTwentyChars1',
      expect.objectContaining({ jawaban: 'Layar: Mulus', nilaiMin: 5_000_000, nilaiMax: 5_000_000 }),
      1,
    );
    expect(textOf(opened[1]!.location.href)).toContain(`Referensi: ${ref}\nNama: Budi\nLayar: Mulus`);
    expect(submitLead).toHaveBeenCalledTimes(1);

    // A second correction is the lead's second resend.
    rerender(<Sender l={lead('Layar: Mulus', 4_800_000)} />);
    await user.click(screen.getByRole('button', { name: 'Kirim ulang' }));
    await screen.findByText(/^Terkirim dengan referensi/);
    expect(vi.mocked(resendLead).mock.calls[1]![2]).toBe(2);
  });

  it('a reference the rules refuse (given already) is replaced by another before the chat opens', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(submitLead).mockRejectedValueOnce(refused()).mockRejectedValueOnce(refused());
    render(<Sender l={lead('Layar: Retak', 4_000_000)} />);
    await user.click(screen.getByRole('button', { name: 'Kirim ke WhatsApp' }));
    await screen.findByText(/^Terkirim dengan referensi/);
    const refs = vi.mocked(submitLead).mock.calls.map((c) => c[0].ref);
    expect(refs).toHaveLength(3);
    const ref = screen.getByRole('status').querySelector('.condition-ref')!.textContent;
    expect(refs[2]).toBe(ref);
    expect(opened).toHaveLength(1);
    expect(textOf(opened[0]!.location.href)).toContain(`Referensi: ${ref}`);
  });

  it('a failed send closes the window it opened and offers Coba lagi with the same lead', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(submitLead).mockRejectedValueOnce(new Error('offline'));
    render(<Sender l={lead('Layar: Retak', 4_000_000)} />);
    await user.click(screen.getByRole('button', { name: 'Kirim ke WhatsApp' }));
    expect(await screen.findByText('Gagal mengirim. Jawabanmu tetap di sini.')).toBeVisible();
    expect(opened[0]!.closed).toBe(true);
    // An unanswered try may have been stored: refused now means it was.
    vi.mocked(submitLead).mockRejectedValueOnce(refused());
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await screen.findByText(/^Terkirim dengan referensi/);
    const [first, second] = vi.mocked(submitLead).mock.calls;
    expect(second![0].ref).toBe(first![0].ref);
    expect(second![1]).toBe(first![1]);
  });

  it('a refused resend (an admin follows it up) sends the change by chat only', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<Sender l={lead('Layar: Retak', 4_000_000)} />);
    await user.click(screen.getByRole('button', { name: 'Kirim ke WhatsApp' }));
    await screen.findByText(/^Terkirim dengan referensi/);
    vi.mocked(resendLead).mockRejectedValueOnce(refused());
    rerender(<Sender l={lead('Layar: Mulus', 5_000_000)} />);
    await user.click(screen.getByRole('button', { name: 'Kirim ulang' }));
    // The chat opened with the new message; another change offers the chat link only.
    expect(textOf(opened[1]!.location.href)).toContain('Layar: Mulus');
    rerender(<Sender l={lead('Layar: Gores', 4_500_000)} />);
    expect(await screen.findByText(/tidak bisa diubah lagi/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kirim ulang' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('Layar: Gores')),
    );
    expect(resendLead).toHaveBeenCalledTimes(1);
  });

  it('other phones make another lead', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<Sender l={lead('Layar: Retak', 4_000_000)} />);
    await user.click(screen.getByRole('button', { name: 'Kirim ke WhatsApp' }));
    await screen.findByText(/^Terkirim dengan referensi/);
    rerender(<Sender l={lead('Layar: Retak', 6_000_000, 'iPhone 13 128GB')} />);
    expect(screen.getByRole('button', { name: 'Kirim ke WhatsApp' })).toBeVisible();
  });

  it('a typed WhatsApp number must look like one', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Sender l={lead('', 4_000_000)} />);
    await user.type(screen.getByLabelText('Nomor WhatsApp kamu (opsional)'), '--------');
    await user.click(screen.getByRole('button', { name: 'Kirim ke WhatsApp' }));
    expect(
      screen.getByText(
        'Nomor WhatsApp tidak valid. Tulis 8–15 angka, boleh diawali + dan dipisah spasi atau -, mis. 0812 3456 7890.',
      ),
    ).toBeVisible();
    expect(submitLead).not.toHaveBeenCalled();
    expect(opened).toHaveLength(0);
  });
});
