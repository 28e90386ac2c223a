import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatLink } from './ChatLink';

// A price row's chat button, as the price list draws it.
const ROW_CHAT = {
  text: 'Halo kak',
  'data-tap': 'pricelist',
  className: 'btn',
  'aria-label': 'Tanya tentang iPhone 13',
} as const;

describe('ChatLink', () => {
  it("links to the shop's number with the message", () => {
    render(
      <ChatLink
        number="0812-3456-7890"
        {...ROW_CHAT}
        data-tap-item="pricelist:iphone-13"
        data-tap-name="Apple iPhone 13"
      >
        Chat
      </ChatLink>,
    );
    const link = screen.getByRole('link', { name: 'Tanya tentang iPhone 13' });
    expect(link).toHaveAttribute('href', 'https://wa.me/6281234567890?text=Halo%20kak');
    expect(link).toHaveAttribute('target', '_blank');
    // What a tap counts, read only when it is tapped.
    expect(link).toHaveAttribute('data-tap', 'pricelist');
    expect(link).toHaveAttribute('data-tap-item', 'pricelist:iphone-13');
    expect(link).toHaveAttribute('data-tap-name', 'Apple iPhone 13');
  });

  it('without a number is a disabled button, never a number-less link', () => {
    render(
      <ChatLink number="" {...ROW_CHAT}>
        Tanya
      </ChatLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const button = screen.getByRole('button', {
      name: 'Tanya tentang iPhone 13 (Nomor WhatsApp admin belum tersedia.)',
    });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Tanya');
  });

  it('says why in words where asked to', () => {
    render(
      <ChatLink number="  " text="Halo" data-tap="kalkulator" className="btn" explain>
        Tanya Admin via WhatsApp
      </ChatLink>,
    );
    expect(screen.getByRole('button', { name: 'Tanya Admin via WhatsApp' })).toBeDisabled();
    expect(screen.getByText('Nomor WhatsApp admin belum tersedia.')).toBeInTheDocument();
  });
});
