import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contact, Promo, Testimonial } from '../../firebase/types';
import { PROMO_POPUP_KEY } from './popup';
import HomePage from './HomePage';
import * as R from '../../test/records';

const api = vi.hoisted(() => ({
  getShopContact: vi.fn(),
  getPromo: vi.fn(),
  listTestimonials: vi.fn(),
}));
vi.mock('./api', () => ({ getPromo: api.getPromo, listTestimonials: api.listTestimonials }));
vi.mock('../../firebase/visitor/shop-contact', () => ({ getShopContact: api.getShopContact }));

const contact: Contact = R.contact({
  whatsapp: '081234567890',
  instagram: '@onegadget.bali',
  tiktok: '',
  facebook: '',
  shopee: '',
  alamat: 'Jl. Teuku Umar No. 88, Denpasar',
  email: '',
  jam: '09.00–21.00',
});
const promo: Promo = R.promo({
  judul: 'Promo Servis Juni',
  slider: ['Ganti LCD hemat'],
  gambar: '/img/home/promo-aktif.svg',
});
const testimonials: Testimonial[] = [
  R.testimonial({
    id: 't1',
    nama: 'Komang',
    foto: '/img/placeholder-avatar.svg',
    rating: 5,
    pesan: 'Mantap, cepat.',
  }),
];

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

// The slider is a lazy chunk (Swiper): give its first import time on a busy machine.
const SLIDER = { timeout: 10_000 };

describe('HomePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    // jsdom has no matchMedia (Swiper's breakpoints need it); reduced motion keeps AOS out.
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
    sessionStorage.setItem(PROMO_POPUP_KEY, '1'); // the popup has its own tests
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.getShopContact.mockResolvedValue(contact);
    api.getPromo.mockResolvedValue(promo);
    api.listTestimonials.mockResolvedValue(testimonials);
  });

  it('shows every block from the data', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Promo Servis Juni' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ONE GADGET Bali' })).toBeInTheDocument();
    expect(await screen.findByText('Mantap, cepat.', {}, SLIDER)).toBeInTheDocument();
    expect(screen.getByText('Jl. Teuku Umar No. 88, Denpasar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajukan Promo' })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Layanan Kami' });
    expect(within(services).getByRole('link', { name: /Kalkulator Harga/ })).toHaveAttribute(
      'href',
      '/kalkulator-harga',
    );
    expect(within(services).getByRole('link', { name: /Cek Servisan/ })).toHaveAttribute(
      'href',
      '/cek-servisan',
    );
    expect(within(services).getByRole('link', { name: /Pricelist/ })).toHaveAttribute('href', '/pricelist');
    // no shopee in kontak: the configured shop URL
    expect(within(services).getByRole('link', { name: /Toko Online/ })).toHaveAttribute(
      'href',
      'https://shopee.co.id/onegadget.bali',
    );
    const caseLink = screen.getByRole('link', { name: 'Pesan lewat WhatsApp' });
    expect(caseLink.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=.*custom%20case/);
  });

  it('reads kontak once for the header, chat widget, custom case and contact block', async () => {
    renderHome();
    await screen.findByText('Jl. Teuku Umar No. 88, Denpasar');
    expect(api.getShopContact).toHaveBeenCalledTimes(1);
  });

  it('a failing block shows its own error and retry; the others still work', async () => {
    const user = userEvent.setup({ delay: null });
    api.listTestimonials.mockRejectedValueOnce(new Error('unavailable'));
    renderHome();
    const section = screen.getByRole('region', { name: 'Kata Pelanggan' });
    expect(await within(section).findByText('Testimoni gagal dimuat.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Promo Servis Juni' })).toBeInTheDocument();
    expect(screen.getByText('Jl. Teuku Umar No. 88, Denpasar')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByText('Mantap, cepat.', {}, SLIDER)).toBeInTheDocument();
  });

  it('empty data: no promo, no testimonials', async () => {
    api.getPromo.mockResolvedValue(null);
    api.listTestimonials.mockResolvedValue([]);
    renderHome();
    expect(await screen.findByText('Belum ada promo aktif saat ini.')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada testimoni.')).toBeInTheDocument();
    // the request form does not depend on the promo document
    expect(screen.getByRole('button', { name: 'Ajukan Promo' })).toBeEnabled();
  });

  it('a failing contact leaves the promo and the services usable', async () => {
    api.getShopContact.mockRejectedValue(new Error('unavailable'));
    renderHome();
    expect(await screen.findAllByText('Kontak toko gagal dimuat.')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'Promo Servis Juni' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Toko Online/ })).toBeInTheDocument();
  });
});
