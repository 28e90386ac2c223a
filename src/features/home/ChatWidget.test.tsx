import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shopContact, withoutBuildNumber } from '../../test/contact';
import { failed, loading, ready } from '../../test/load';
import { ChatWidget } from './ChatWidget';

const contact = (whatsapp: string) => ready(shopContact(whatsapp));

describe('ChatWidget', () => {
  it('starts as a small closed button and opens into greeting, four topics and the chat link', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ChatWidget contact={contact('081234567890')} />);
    const toggle = screen.getByRole('button', { name: 'Buka chat admin' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Ada yang bisa kami bantu\?/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const link = screen.getByRole('link', { name: 'Tanya via WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=Halo%20ONE%20GADGET/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes with Escape and with its close button, focus back on the toggle', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ChatWidget contact={contact('081234567890')} />);
    await user.click(screen.getByRole('button', { name: 'Buka chat admin' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/Ada yang bisa kami bantu/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buka chat admin' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Buka chat admin' }));
    await user.click(screen.getByRole('button', { name: 'Tutup chat' }));
    expect(screen.queryByText(/Ada yang bisa kami bantu/)).not.toBeInTheDocument();
  });

  it("uses the build's number while the contact is loading or failed", async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<ChatWidget contact={loading()} />);
    await user.click(screen.getByRole('button', { name: 'Buka chat admin' }));
    // .env.test sets VITE_SHOP_WHATSAPP=081100001111.
    const link = () => screen.getByRole('link', { name: 'Tanya via WhatsApp' });
    expect(link().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281100001111\?text=/);
    rerender(<ChatWidget contact={failed()} />);
    expect(link().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281100001111\?text=/);
  });

  it('without any number says so instead of a link, also while the contact is loading', async () => {
    const restore = withoutBuildNumber();
    try {
      const user = userEvent.setup({ delay: null });
      const { rerender } = render(<ChatWidget contact={contact('')} />);
      await user.click(screen.getByRole('button', { name: 'Buka chat admin' }));
      expect(screen.getByText('Nomor WhatsApp admin belum tersedia.')).toBeInTheDocument();
      rerender(<ChatWidget contact={loading()} />);
      expect(screen.getByText('Memuat kontak admin...')).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
