import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromoRequestButton } from './PromoRequestButton';

const submitPromoRequest = vi.hoisted(() => vi.fn());
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  submitPromoRequest,
  newPromoRequestId: () => 'id',
}));

describe('PromoRequestButton', { timeout: 15_000 }, () => {
  it('opens the form in a modal; a sent request closes it and shows the success text, focused', async () => {
    const user = userEvent.setup({ delay: null });
    submitPromoRequest.mockResolvedValue('id');
    render(<PromoRequestButton />);
    await user.click(screen.getByRole('button', { name: 'Ajukan Promo' }));
    // The form arrives in its own chunk.
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan Promo' }, { timeout: 5000 });
    await user.type(screen.getByLabelText('Nama Lengkap'), 'Ketut');
    await user.type(screen.getByLabelText('WhatsApp'), '081134567890');
    await user.type(screen.getByLabelText('Alamat'), 'Ubud');
    await user.type(screen.getByLabelText('Pesan'), 'Vivo Y21, tidak bisa dicas');
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    const thanks = await screen.findByText(
      'Terima kasih, pengajuanmu sedang diproses. Tunggu WhatsApp dari admin.',
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The focus goes to the thanks, not back to the button above it.
    await waitFor(() => expect(thanks.closest('.alert')).toHaveFocus());
  });
});
