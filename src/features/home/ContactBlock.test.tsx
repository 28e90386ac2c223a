import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Contact } from '../../firebase/types';
import { failed, loading, ready } from '../../test/load';
import { ContactBlock } from './ContactBlock';
import { ContactHeader } from './ContactHeader';
import * as R from '../../test/records';

const seedLike: Contact = R.contact({
  whatsapp: '081234567890',
  instagram: '@onegadget.bali',
  tiktok: '',
  facebook: 'https://www.facebook.com/onegadgetbali',
  shopee: 'onegadget.bali',
  alamat: 'Jl. Teuku Umar No. 88, Denpasar',
  email: '',
  jam: 'Senin–Sabtu 09.00–21.00',
});

function valueOf(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('ContactBlock', () => {
  it("shows address, WhatsApp, e-mail and hours, with '-' for a missing value", () => {
    render(<ContactBlock contact={ready(seedLike)} />);
    expect(valueOf('Alamat')).toHaveTextContent('Jl. Teuku Umar No. 88, Denpasar');
    expect(within(valueOf('WhatsApp')).getByRole('link', { name: '081234567890' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
    expect(valueOf('E-mail')).toHaveTextContent(/^-$/);
    expect(valueOf('Jam Buka')).toHaveTextContent('Senin–Sabtu 09.00–21.00');
  });

  it('links a set e-mail', () => {
    render(<ContactBlock contact={ready({ ...seedLike, email: 'halo@onegadget.id', jam: '' })} />);
    expect(screen.getByRole('link', { name: 'halo@onegadget.id' })).toHaveAttribute(
      'href',
      'mailto:halo@onegadget.id',
    );
    expect(valueOf('Jam Buka')).toHaveTextContent(/^-$/);
  });

  it('shows loading, then an error with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ContactBlock contact={loading(onRetry)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat kontak...');
    rerender(<ContactBlock contact={failed(onRetry)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ContactHeader', () => {
  it('links only the channels that are set, opening safely in a new tab', () => {
    render(<ContactHeader contact={ready(seedLike)} testimonials={loading()} />);
    const list = screen.getByRole('list', { name: 'Kontak ONE GADGET' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['WhatsApp', 'Instagram', 'Facebook', 'Shopee']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://wa.me/6281234567890',
      'https://www.instagram.com/onegadget.bali',
      'https://www.facebook.com/onegadgetbali',
      'https://shopee.co.id/onegadget.bali',
    ]);
    for (const l of links) expect(l).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'TikTok' })).not.toBeInTheDocument();
  });

  it('says so when no channel is set', () => {
    const empty = { ...seedLike, whatsapp: '', instagram: '', facebook: '', shopee: '' };
    render(<ContactHeader contact={ready(empty)} testimonials={loading()} />);
    expect(screen.getByText('Kontak belum tersedia.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the customers' rating near the top, a tap from their words, or the shop's place without one", () => {
    const rated = [R.testimonial({ nama: 'A', rating: 5 }), R.testimonial({ nama: 'B', rating: 4 })];
    const { rerender } = render(<ContactHeader contact={ready(seedLike)} testimonials={ready(rated)} />);
    const rating = screen.getByRole('link', { name: '4,5 dari 5 · 2 ulasan pelanggan' });
    expect(rating).toHaveAttribute('href', '#testimonials-title');
    expect(screen.getByRole('img', { name: /ONE GADGET/ })).toHaveAttribute('width', '480');

    rerender(<ContactHeader contact={ready(seedLike)} testimonials={failed()} />);
    expect(screen.queryByRole('link', { name: /ulasan/ })).not.toBeInTheDocument();
    expect(screen.getByText('Toko fisik di Denpasar, Bali')).toBeInTheDocument();
  });
});
