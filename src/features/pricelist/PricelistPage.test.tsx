import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PricelistItem } from '../../firebase/types';
import { getShopContact } from '../../firebase/visitor/shop-contact';
import { shopContact } from '../../test/contact';
import * as api from './api';
import PricelistPage from './PricelistPage';
import * as R from '../../test/records';

vi.mock('./api', () => ({
  listFirstRows: vi.fn(),
  listPhones: vi.fn(),
  listLaptops: vi.fn(),
  listServicePrices: vi.fn(),
  listSpareparts: vi.fn(),
}));
vi.mock('../../firebase/visitor/shop-contact', () => ({ getShopContact: vi.fn() }));

const phone = (id: string, brand: string, type: string, day: number, stok = 1): PricelistItem =>
  R.pricelistItem({
    id,
    brand,
    type,
    colours: ['Hitam', 'Biru'],
    baru: 10_000_000,
    second: 7_500_000,
    stok,
    kategori: 'hp',
    createdAt: new Date(2025, 5, day),
  });
const { service } = R;

const mocked = vi.mocked(api);
const contact = vi.mocked(getShopContact);

function Location() {
  const loc = useLocation();
  return <output data-testid="location">{loc.search}</output>;
}

function renderAt(url = '/pricelist') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <PricelistPage />
      <Location />
    </MemoryRouter>,
  );
}

const rows = (testId = 'pricelist-row') => screen.queryAllByTestId(testId);

beforeEach(() => {
  vi.clearAllMocks();
  contact.mockResolvedValue(shopContact('081234567890'));
  // No first rows unless a test gives some: the tab is read in full at once, as when cached.
  mocked.listFirstRows.mockResolvedValue([]);
  mocked.listPhones.mockImplementation(async (k) =>
    k === 'hp'
      ? [
          phone('13', 'Apple', 'iPhone 13', 1, 0),
          phone('15', 'Apple', 'iPhone 15', 20),
          phone('14', 'Apple', 'iPhone 14', 10),
        ]
      : [phone('s24', 'Samsung', 'Galaxy S24', 5), phone('redmi', 'Xiaomi', 'Redmi Note 13', 3)],
  );
  mocked.listLaptops.mockResolvedValue([]);
  mocked.listServicePrices.mockResolvedValue([
    service('1', 'iPhone 11', 'Ganti LCD', 'interface'),
    service('2', 'iPhone 11', 'Ganti Baterai', 'hardware'),
    service('3', 'iPhone 13', 'Install Ulang iOS', 'software'),
    service('4', 'Galaxy A54', 'Ganti LCD', 'interface'),
  ]);
  mocked.listSpareparts.mockResolvedValue([]);
});

describe('PricelistPage', () => {
  it('opens the iPhone tab, reads only it, newest first, with prices, stock and a chat link', async () => {
    renderAt();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('tab', { name: 'iPhone' })).toHaveAttribute('aria-selected', 'true');
    expect(rows().map((r) => within(r).getByText(/^iPhone/).textContent)).toEqual([
      'iPhone 15',
      'iPhone 14',
      'iPhone 13',
    ]);
    expect(mocked.listPhones).toHaveBeenCalledTimes(1);
    expect(mocked.listPhones).toHaveBeenCalledWith('hp');
    expect(mocked.listServicePrices).not.toHaveBeenCalled();
    expect(mocked.listSpareparts).not.toHaveBeenCalled();
    const last = rows()[2]!;
    expect(within(last).getByText('Rp 10.000.000')).toBeInTheDocument();
    expect(within(last).getByText('Rp 7.500.000')).toBeInTheDocument();
    expect(within(last).getByText('Habis')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Tersedia')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rows()[0]!).getByRole('link', { name: /^Tanya tentang/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\/6281234567890\?text=.*Apple%20iPhone%2015/),
      ),
    );
  });

  it('switches tabs through the URL, clears the search, and does not read a tab twice', async () => {
    const user = userEvent.setup();
    renderAt();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox'), 'iphone 14');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: 'Android' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=android');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('tab', { name: 'iPhone' }));
    expect(rows()).toHaveLength(3);
    expect(mocked.listPhones).toHaveBeenCalledTimes(2);
  });

  it('keeps other URL parameters when switching tabs', async () => {
    const user = userEvent.setup();
    renderAt('/pricelist?utm_source=instagram');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('tab', { name: 'Laptop / Mac' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?utm_source=instagram&tab=laptop');
    expect(await screen.findByText('Belum ada data untuk kategori ini.')).toBeInTheDocument();
    expect(mocked.listLaptops).toHaveBeenCalledTimes(1);
  });

  it('opens the tab a shared link names', async () => {
    renderAt('/pricelist?tab=android');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    expect(mocked.listPhones).toHaveBeenCalledWith('android');
  });

  it('service: repairs of the chosen types grouped by kategori; leaving the tab clears the choice', async () => {
    const user = userEvent.setup();
    renderAt('/pricelist?tab=service');
    await user.click(await screen.findByRole('button', { name: 'iPhone 11' }));
    expect(screen.getByRole('button', { name: 'iPhone 11' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Layar & Komponen Luar',
      'Komponen Dalam',
    ]);
    expect(rows('service-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'iPhone 13' }));
    expect(screen.getByRole('heading', { name: 'Sistem & Aplikasi' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'galaxy');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'iPhone 13' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Sparepart' }));
    expect(await screen.findByText('Belum ada data sparepart')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Service' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'iPhone 11' })).toHaveAttribute('aria-pressed', 'false');
    expect(rows('service-row')).toHaveLength(0);
    expect(mocked.listServicePrices).toHaveBeenCalledTimes(1);
  });

  it('service: the search finds the damage kind too, across all device types, before any is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/pricelist?tab=service');
    expect(await screen.findByText(/^Pilih tipe perangkat untuk melihat biaya servis\./)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'lcd');
    await waitFor(() => expect(rows('service-row')).toHaveLength(2));
    expect(rows('service-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Galaxy A54'),
      expect.stringContaining('iPhone 11'),
    ]);
    expect(rows('service-row').every((r) => r.textContent?.includes('Ganti LCD'))).toBe(true);
    const types = within(screen.getByRole('group', { name: 'Tipe perangkat' })).getAllByRole('button');
    expect(types.map((b) => b.textContent)).toEqual(['Galaxy A54', 'iPhone 11']);
  });

  it('service: nothing found says so and offers a chat link about the search', async () => {
    const user = userEvent.setup();
    renderAt('/pricelist?tab=service');
    await screen.findByRole('button', { name: 'iPhone 11' });
    await user.type(screen.getByRole('searchbox'), 'kamera depan');
    expect(
      await screen.findByText(/Tidak ada biaya servis yang cocok dengan "kamera depan"\./),
    ).toBeInTheDocument();
    const chat = await screen.findByRole('link', { name: 'Tanya Admin via WhatsApp' });
    await waitFor(() => expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/));
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toBe(
      'Halo ONE GADGET, saya mau tanya biaya servis kamera depan.',
    );
  });

  it('shows the error face and recovers with Coba lagi', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocked.listPhones.mockRejectedValueOnce(new Error('offline'));
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat pricelist');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a chat number lost with the connection comes back with Coba lagi', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocked.listPhones.mockRejectedValueOnce(new Error('offline'));
    contact.mockRejectedValueOnce(new Error('offline'));
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await waitFor(() =>
      expect(within(rows()[0]!).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringContaining('6281234567890'),
      ),
    );
    warn.mockRestore();
  });

  it("while the shop's number cannot be read, chat links use the build's number, never none", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    contact.mockRejectedValue(new Error('offline'));
    renderAt();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    // .env.test sets VITE_SHOP_WHATSAPP=081100001111.
    for (const row of rows()) {
      expect(within(row).getByRole('link', { name: /^Tanya tentang/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\/6281100001111\?text=/),
      );
    }
    warn.mockRestore();
  });

  it('a failed sparepart load shows only the error, not also the empty message', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocked.listSpareparts.mockRejectedValueOnce(new Error('offline'));
    renderAt('/pricelist?tab=sparepart');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat pricelist. Periksa koneksi internet kamu.');
    expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.queryByText('Belum ada data sparepart')).not.toBeInTheDocument();
    expect(rows('sparepart-row')).toHaveLength(0);
    // Once it loads (still empty), the empty message is the only face.
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada data sparepart')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('renders a long list a page at a time', async () => {
    const user = userEvent.setup();
    mocked.listPhones.mockResolvedValue(
      Array.from({ length: 100 }, (_, i) => phone(`p${i}`, 'Brand', `Tipe ${i}`, 1)),
    );
    renderAt();
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(screen.getByText('Menampilkan 40 dari 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(rows()).toHaveLength(80);
    await user.type(screen.getByRole('searchbox'), 'tipe 9');
    await waitFor(() => expect(rows()).toHaveLength(11)); // Tipe 9, 90–99
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).not.toBeInTheDocument();
  });

  describe('first rows before the full list', () => {
    const newest = [phone('15', 'Apple', 'iPhone 15', 20), phone('14', 'Apple', 'iPhone 14', 10)];
    const full = [
      ...newest,
      phone('13', 'Apple', 'iPhone 13', 1, 0),
      { ...phone('se', 'Apple', 'iPhone SE', 1), createdAt: null },
    ];
    // A read left on hold would stay in flight for the next test (reads in flight are shared).
    const holds: ((items: PricelistItem[]) => void)[] = [];
    afterEach(() => holds.splice(0).forEach((answer) => answer([])));
    function fullReadOnHold() {
      let answer: (items: PricelistItem[]) => void = () => {};
      mocked.listPhones.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
      holds.push((items) => answer(items));
      return (items: PricelistItem[]) => answer(items);
    }
    const titles = () => rows().map((r) => within(r).getByText(/^iPhone/).textContent);

    it('a slow full read: shows the first rows meanwhile, then adds the rest below', async () => {
      mocked.listFirstRows.mockResolvedValue(newest);
      const answer = fullReadOnHold();
      renderAt();
      await waitFor(() => expect(titles()).toEqual(['iPhone 15', 'iPhone 14']));
      expect(mocked.listFirstRows).toHaveBeenCalledWith('hp');
      expect(screen.getByText('Memuat daftar lengkap...')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Daftar harga' })).toHaveAttribute('aria-busy', 'true');
      const firstRow = rows()[0];
      await waitFor(() => expect(mocked.listPhones).toHaveBeenCalledWith('hp'));

      answer(full);
      await waitFor(() => expect(titles()).toEqual(['iPhone 15', 'iPhone 14', 'iPhone 13', 'iPhone SE']));
      expect(rows()[0]).toBe(firstRow); // the shown rows stay; the rest comes below
      expect(screen.queryByText('Memuat daftar lengkap...')).not.toBeInTheDocument();
      expect(mocked.listPhones).toHaveBeenCalledTimes(1);
    });

    it('a search before the full list never says "not found": it waits, then answers from everything', async () => {
      const user = userEvent.setup();
      mocked.listFirstRows.mockResolvedValue(newest);
      const answer = fullReadOnHold();
      renderAt();
      await waitFor(() => expect(rows()).toHaveLength(2));
      await user.type(screen.getByRole('searchbox'), 'iphone se');
      expect(await screen.findByText('Mencari di daftar lengkap...')).toBeInTheDocument();
      expect(rows()).toHaveLength(0);
      expect(screen.queryByText(/Tidak ada yang cocok/)).not.toBeInTheDocument();

      answer(full);
      await waitFor(() => expect(titles()).toEqual(['iPhone SE']));
      await user.clear(screen.getByRole('searchbox'));
      await user.type(screen.getByRole('searchbox'), 'galaxy');
      expect(await screen.findByText('Tidak ada yang cocok dengan "galaxy".')).toBeInTheDocument();
    });

    it('a search that matches some first rows shows them while the rest is read', async () => {
      const user = userEvent.setup();
      mocked.listFirstRows.mockResolvedValue(newest);
      fullReadOnHold();
      renderAt();
      await waitFor(() => expect(rows()).toHaveLength(2));
      await user.type(screen.getByRole('searchbox'), '15');
      await waitFor(() => expect(titles()).toEqual(['iPhone 15']));
      expect(screen.getByText('Mencari di daftar lengkap...')).toBeInTheDocument();
    });

    it('a failed first query only means waiting for the full list', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      mocked.listFirstRows.mockRejectedValue(new Error('index not ready'));
      const answer = fullReadOnHold();
      renderAt();
      await waitFor(() => expect(warn).toHaveBeenCalled());
      expect(rows()).toHaveLength(0);
      expect(screen.getByText('Memuat pricelist...')).toBeInTheDocument();
      answer(full);
      await waitFor(() => expect(rows()).toHaveLength(4));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      warn.mockRestore();
    });

    it('a failed full read after the first rows shows the error face; Coba lagi reads it again', async () => {
      const user = userEvent.setup();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      mocked.listFirstRows.mockResolvedValue(newest);
      let fail: (error: Error) => void = () => {};
      mocked.listPhones.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
      renderAt();
      await waitFor(() => expect(rows()).toHaveLength(2));
      fail(new Error('offline'));
      await user.click(await screen.findByRole('button', { name: 'Coba lagi' }));
      await waitFor(() => expect(rows()).toHaveLength(3));
      expect(mocked.listFirstRows).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });

    it('only the phone and laptop tabs have first rows', async () => {
      renderAt('/pricelist?tab=service');
      await screen.findByRole('button', { name: 'iPhone 11' });
      expect(mocked.listFirstRows).not.toHaveBeenCalled();
    });
  });
});
