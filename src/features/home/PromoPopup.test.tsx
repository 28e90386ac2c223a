import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_POPUP_KEY, resetPopupMemory } from './popup';
import { PromoPopup } from './PromoPopup';
import * as R from '../../test/records';

const promo = R.promo({ judul: 'Promo Juni', slider: ['a'], gambar: '/img/home/promo-aktif.svg' });

/** Lets the modal's chunk (a dynamic import) arrive, as it does during the 1.2 s wait. */
const modalChunk = () => act(async () => void (await import('./PromoPopupModal')));

describe('PromoPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    resetPopupMemory();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the promo image 1.2 s after load and remembers it for the session', async () => {
    render(<PromoPopup promo={promo} chatHref="" />);
    await modalChunk();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('dialog', { name: 'Promo Juni' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Promo Juni' })).toHaveAttribute('src', promo.gambar);
    expect(sessionStorage.getItem(PROMO_POPUP_KEY)).toBe('1');
  });

  it('closes with its button', async () => {
    render(<PromoPopup promo={promo} chatHref="" />);
    await modalChunk();
    act(() => vi.advanceTimersByTime(1200));
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers the promo's chat besides closing, and lists every line the banner rotates", async () => {
    const lined = { ...promo, slider: ['Ganti LCD hemat', 'Gratis tempered glass'] };
    render(<PromoPopup promo={lined} chatHref="https://wa.me/6281234567890?text=promo" />);
    await modalChunk();
    act(() => vi.advanceTimersByTime(1200));
    const dialog = screen.getByRole('dialog', { name: 'Promo Juni' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(lined.slider);
    const chat = within(dialog).getByRole('link', { name: 'Tanya Promo via WhatsApp' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/6281234567890?text=promo');
    expect(chat).toHaveAttribute('data-tap', 'promo');
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });

  it('offers only Tutup when there is no number to chat with', async () => {
    render(<PromoPopup promo={promo} chatHref="" />);
    await modalChunk();
    act(() => vi.advanceTimersByTime(1200));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });

  it('is not shown again in the same session', () => {
    sessionStorage.setItem(PROMO_POPUP_KEY, '1');
    render(<PromoPopup promo={promo} chatHref="" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the 1.2 s from a promo that arrives late, and shows nothing without an image', async () => {
    const { rerender } = render(<PromoPopup promo={null} chatHref="" />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<PromoPopup promo={{ ...promo, gambar: '' }} chatHref="" />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PROMO_POPUP_KEY)).toBeNull();
    rerender(<PromoPopup promo={promo} chatHref="" />);
    await modalChunk();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
