import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Accessory } from '../../firebase/types';
import AccessoriesPage from './AccessoriesPage';
import { getShopContact } from '../../firebase/visitor/shop-contact';
import { shopContact } from '../../test/contact';
import * as api from './api';
import { copyServed, resetOfflineCopies } from '../../firebase/visitor/offline-copy';
import * as R from '../../test/records';
import { witaDate } from '../../lib/dates';

vi.mock('./api', () => ({ listAccessories: vi.fn() }));
vi.mock('../../firebase/visitor/shop-contact', () => ({ getShopContact: vi.fn() }));

const acc = (
  id: string,
  nama: string,
  merk: string,
  kategori: string,
  stok: number,
  harga = 100_000,
): Accessory =>
  R.accessory({
    id,
    nama,
    merk,
    kategori,
    harga,
    stok,
    gambar: `/img/aksesoris/${id}.svg`,
  });

const mocked = vi.mocked(api);
const contact = vi.mocked(getShopContact);
const cards = () => screen.queryAllByTestId('accessory-card');

beforeEach(() => {
  vi.clearAllMocks();
  contact.mockResolvedValue(shopContact('081234567890'));
  mocked.listAccessories.mockResolvedValue([
    acc('case', 'Soft Case iPhone 15', 'Spigen', 'Casing', 3, 149_000),
    acc('charger', 'Charger 20W', 'Apple', 'Charger', 0, 349_000),
    acc('holder', 'Holder Motor', 'Robot', 'Lainnya', 2),
  ]);
});

describe('AccessoriesPage', () => {
  it('shows cards with image, nama, merk, kategori, harga and stock', async () => {
    render(<AccessoriesPage />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const card = within(cards().find((c) => c.textContent?.includes('Soft Case'))!);
    expect(card.getByRole('img', { name: 'Soft Case iPhone 15' })).toHaveAttribute('width', '320');
    expect(card.getByText('Spigen')).toBeInTheDocument();
    expect(card.getByText('Casing')).toBeInTheDocument();
    expect(card.getByText('Rp 149.000')).toBeInTheDocument();
    expect(card.getByText('Tersedia')).toBeInTheDocument();
    await waitFor(() =>
      expect(card.getByRole('link', { name: /Buy Now/ })).toHaveAttribute(
        'href',
        expect.stringMatching(
          /^https:\/\/wa\.me\/6281234567890\?text=.*Soft%20Case%20iPhone%2015.*Rp%C2%A0149\.000/,
        ),
      ),
    );
  });

  it('disables Buy Now when out of stock', async () => {
    render(<AccessoriesPage />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const card = within(cards().find((c) => c.textContent?.includes('Charger'))!);
    expect(card.getByText('Habis')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /Buy Now/ })).toBeDisabled();
    expect(card.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
  });

  it('searches nama or merk, filters by category, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<AccessoriesPage />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const category = screen.getByRole('combobox', { name: 'Kategori' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Semua kategori', 'Casing', 'Charger', 'Lainnya']);
    await user.type(screen.getByRole('searchbox'), 'APPLE');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.selectOptions(category, 'Casing');
    expect(await screen.findByText('Tidak ada aksesoris ditemukan.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Soft Case iPhone 15');
  });

  it('zooms an image in a modal and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<AccessoriesPage />);
    const button = await screen.findByRole('button', { name: 'Perbesar gambar Holder Motor' });
    await user.click(button);
    // The zoom arrives in its own chunk.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'Holder Motor' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Holder Motor' })).toHaveAttribute(
      'src',
      '/img/aksesoris/holder.svg',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('shows the error face and recovers with Coba lagi', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocked.listAccessories.mockRejectedValueOnce(new Error('offline'));
    render(<AccessoriesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat aksesoris');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    warn.mockRestore();
  });

  describe('offline', () => {
    afterEach(() => resetOfflineCopies());

    it('says Offline and how old the prices are when the list is a last known copy', async () => {
      const at = witaDate(2026, 10, 24, 14, 5).getTime();
      mocked.listAccessories.mockImplementation(async () => {
        // What the cache does when the read fails and a copy is kept.
        copyServed('aksesoris?[]', at);
        return [acc('case', 'Soft Case iPhone 15', 'Spigen', 'Casing', 3, 149_000)];
      });
      render(<AccessoriesPage />);
      await waitFor(() => expect(cards()).toHaveLength(1));
      expect(screen.getByRole('status')).toHaveTextContent('Offline Harga per 24 Nov 2026 14.05');
      await waitFor(() =>
        expect(within(cards()[0]!).getByRole('link', { name: /Buy Now/ })).toHaveAttribute(
          'href',
          expect.stringMatching(/^https:\/\/wa\.me\/6281234567890/),
        ),
      );
    });

    it('online, no notice', async () => {
      render(<AccessoriesPage />);
      await waitFor(() => expect(cards()).toHaveLength(3));
      expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    });
  });
});
