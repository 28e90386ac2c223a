import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_REQUEST_LIMITS } from '../../../firebase/specs/promo-request';
import { PromoRequestForm } from './PromoRequestForm';

const { submitPromoRequest, newPromoRequestId } = vi.hoisted(() => ({
  submitPromoRequest: vi.fn(),
  newPromoRequestId: vi.fn(),
}));
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  submitPromoRequest,
  newPromoRequestId,
}));

const FAILURE = 'Terjadi kesalahan. Coba lagi nanti.';
const WHATSAPP_INVALID = 'Nomor WhatsApp tidak valid. Gunakan angka, spasi, atau + - ( ), 6–20 karakter.';

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nama Lengkap'), 'Wayan Sudarma');
  await user.type(screen.getByLabelText('WhatsApp'), '081298765432');
  await user.type(screen.getByLabelText('Alamat'), 'Jl. Gatot Subroto, Denpasar');
  await user.type(screen.getByLabelText('Pesan'), 'Oppo A57, baterai cepat habis');
}

/** Fills the form, then types `value` over one field and sends it. */
async function sendWith(label: string, value: string) {
  const user = userEvent.setup({ delay: null });
  render(<PromoRequestForm onSent={() => {}} />);
  await fillAll(user);
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
  return { user, field };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('PromoRequestForm', { timeout: 15_000 }, () => {
  beforeEach(() => {
    submitPromoRequest.mockReset();
    let n = 0;
    newPromoRequestId.mockReset();
    newPromoRequestId.mockImplementation(() => `id-${++n}`);
  });

  it('has the four required fields with the rules maxLength and the hint on Pesan', () => {
    render(<PromoRequestForm onSent={() => {}} />);
    const fields = {
      nama: screen.getByLabelText('Nama Lengkap'),
      whatsapp: screen.getByLabelText('WhatsApp'),
      alamat: screen.getByLabelText('Alamat'),
      pesan: screen.getByLabelText('Pesan'),
    };
    for (const [name, el] of Object.entries(fields)) {
      expect(el).toBeRequired();
      expect(el).toHaveAttribute('maxlength', String(PROMO_REQUEST_LIMITS[name as keyof typeof fields]));
    }
    expect(fields.pesan.tagName).toBe('TEXTAREA');
    expect(fields.pesan).toHaveAttribute('rows', '3');
    expect(fields.pesan).toHaveAccessibleDescription(/merek HP, tipe, dan deskripsi kerusakan/);
  });

  it('sends the typed values once, clears the form and reports success', async () => {
    const user = userEvent.setup({ delay: null });
    const onSent = vi.fn();
    submitPromoRequest.mockResolvedValue('id-1');
    render(<PromoRequestForm onSent={onSent} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(submitPromoRequest).toHaveBeenCalledWith(
      {
        nama: 'Wayan Sudarma',
        whatsapp: '081298765432',
        alamat: 'Jl. Gatot Subroto, Denpasar',
        pesan: 'Oppo A57, baterai cepat habis',
      },
      'id-1',
      { afterUnsureAttempt: false },
    );
    expect(screen.getByLabelText('Nama Lengkap')).toHaveValue('');
    expect(screen.getByLabelText('Pesan')).toHaveValue('');
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('disables the button while sending: two clicks, one request', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred<string>();
    submitPromoRequest.mockReturnValue(pending.promise);
    render(<PromoRequestForm onSent={() => {}} />);
    await fillAll(user);
    const button = screen.getByRole('button', { name: 'Kirim Pengajuan' });
    await user.dblClick(button);
    expect(screen.getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mengirim...' }));
    expect(submitPromoRequest).toHaveBeenCalledTimes(1);
    pending.resolve('id');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kirim Pengajuan' })).toBeEnabled());
  });

  it('on failure shows the exact message and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const onSent = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    submitPromoRequest.mockRejectedValue(new Error('unavailable'));
    render(<PromoRequestForm onSent={onSent} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByLabelText('Nama Lengkap')).toHaveValue('Wayan Sudarma');
    expect(screen.getByLabelText('Pesan')).toHaveValue('Oppo A57, baterai cepat habis');
    expect(screen.getByRole('button', { name: 'Kirim Pengajuan' })).toBeEnabled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('with no signal the failure also says so, and the form keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    submitPromoRequest.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<PromoRequestForm onSent={vi.fn()} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${FAILURE} Kamu sedang offline: isianmu tetap di sini, kirim lagi saat sinyal kembali.`,
    );
    expect(screen.getByLabelText('Nama Lengkap')).toHaveValue('Wayan Sudarma');
    onLine.mockRestore();
  });

  it('refuses blank values (spaces only) and says which field is missing', async () => {
    const { field: alamat } = await sendWith('Alamat', '   ');
    expect(submitPromoRequest).not.toHaveBeenCalled();
    expect(alamat).toHaveAttribute('aria-invalid', 'true');
    expect(alamat).toHaveAccessibleDescription('Wajib diisi.');
    expect(alamat).toHaveFocus();
  });

  it('refuses a WhatsApp value that is not a phone number, with the message beside the field', async () => {
    const { user, field: whatsapp } = await sendWith('WhatsApp', 'hubungi saya ya');
    expect(submitPromoRequest).not.toHaveBeenCalled();
    expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    expect(whatsapp).toHaveAccessibleDescription(WHATSAPP_INVALID);
    expect(whatsapp).toHaveFocus();

    // Fixed, the message goes and the request is sent with the number as typed.
    submitPromoRequest.mockResolvedValue('id-1');
    await user.clear(whatsapp);
    await user.type(whatsapp, '+62 (812) 9876-5432');
    expect(screen.queryByText(WHATSAPP_INVALID)).not.toBeInTheDocument();
    expect(whatsapp).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    await waitFor(() => expect(submitPromoRequest).toHaveBeenCalledTimes(1));
    expect(submitPromoRequest.mock.calls[0]![0]).toMatchObject({ whatsapp: '+62 (812) 9876-5432' });
  });

  it('too short a number gets the same message', async () => {
    const { field } = await sendWith('WhatsApp', '0812');
    expect(field).toHaveAccessibleDescription(WHATSAPP_INVALID);
    expect(submitPromoRequest).not.toHaveBeenCalled();
  });

  it('sends again after a timeout under the same id, and a new request under a new id', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onSent = vi.fn();
    render(<PromoRequestForm onSent={onSent} />);
    await fillAll(user);

    submitPromoRequest.mockRejectedValueOnce(new Error('Promo request timed out'));
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);

    submitPromoRequest.mockResolvedValueOnce('id-1');
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    const [first, retry] = submitPromoRequest.mock.calls;
    expect(first![1]).toBe('id-1');
    expect(first![2]).toEqual({ afterUnsureAttempt: false });
    // The retry may find the first send stored: same document, never a second one.
    expect(retry![1]).toBe('id-1');
    expect(retry![2]).toEqual({ afterUnsureAttempt: true });

    submitPromoRequest.mockResolvedValueOnce('id-2');
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(2));
    expect(submitPromoRequest.mock.calls[2]![1]).toBe('id-2');
    expect(submitPromoRequest.mock.calls[2]![2]).toEqual({ afterUnsureAttempt: false });
  });

  it('after a refusal by the rules, sending again is not taken as already stored', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<PromoRequestForm onSent={() => {}} />);
    await fillAll(user);
    submitPromoRequest.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    await waitFor(() => expect(submitPromoRequest).toHaveBeenCalledTimes(2));
    expect(submitPromoRequest.mock.calls[1]![1]).toBe('id-1');
    expect(submitPromoRequest.mock.calls[1]![2]).toEqual({ afterUnsureAttempt: false });
  });
});
