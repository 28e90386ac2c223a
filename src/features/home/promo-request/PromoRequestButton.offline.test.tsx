import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromoRequestButton } from './PromoRequestButton';

// The form's chunk cannot be fetched (offline, or a new deploy replaced it).
vi.mock('./PromoRequestDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('PromoRequestButton without its form chunk', () => {
  it('says the form cannot open yet, and the page stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    render(<PromoRequestButton />);
    await user.click(screen.getByRole('button', { name: 'Ajukan Promo' }));
    expect(await screen.findByText(/Formulir belum bisa dibuka/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajukan Promo' })).toBeEnabled();
  });
});
