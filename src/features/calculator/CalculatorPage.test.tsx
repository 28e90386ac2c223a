import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CalculatorPage from './CalculatorPage';
import { getShopContact } from '../../firebase/visitor/shop-contact';
import { shopContact } from '../../test/contact';
import { listCalculatorPhones } from './api';
import * as R from '../../test/records';
import { rp } from '../../test/rupiah';

vi.mock('./api', () => ({ listCalculatorPhones: vi.fn() }));
vi.mock('./lead-api', () => ({
  listDeductions: vi.fn(() =>
    Promise.resolve([
      { kode: 'layar-gores', tipe: 'persen', nilai: 5, model: '', tipikal: true },
      { kode: 'layar-retak', tipe: 'persen', nilai: 20, model: '' },
      { kode: 'layar-rusak', tipe: 'persen', nilai: 60, model: '' },
      { kode: 'inter', tipe: 'persen', nilai: 60, model: '' },
    ]),
  ),
  listServicePrices: vi.fn(() => Promise.resolve([])),
  submitLead: vi.fn(),
  newLeadId: vi.fn(),
}));
vi.mock('../../firebase/visitor/shop-contact', () => ({ getShopContact: vi.fn() }));

beforeEach(() => {
  vi.mocked(getShopContact).mockResolvedValue(shopContact('081234567890'));
  vi.mocked(listCalculatorPhones).mockResolvedValue({
    oldPhones: [
      R.tradeInPhone({ id: 'a', nama: 'iPhone 11 64GB', nilaiTukar: 3_500_000 }),
      R.tradeInPhone({ id: 'b', nama: 'iPhone 14 Pro 256GB', nilaiTukar: 9_500_000 }),
    ],
    newPhones: [
      R.newPhone({ id: 'c', nama: 'iPhone 16 128GB', harga: 15_000_000 }),
      R.newPhone({ id: 'd', nama: 'Samsung Galaxy S24 FE 256GB', harga: 9_000_000 }),
    ],
  });
});

async function ready() {
  render(<CalculatorPage />);
  return screen.findByRole('button', { name: 'Hitung' });
}

/** Opens the calculator and counts a trade-in of the two phones typed. */
async function tradeIn(oldPhone: string, newPhone: string) {
  const user = userEvent.setup({ delay: null });
  await ready();
  await user.type(screen.getByLabelText('HP lama kamu'), oldPhone);
  await user.type(screen.getByLabelText('HP baru yang diinginkan'), newPhone);
  await user.click(screen.getByRole('button', { name: 'Hitung' }));
  return user;
}

describe('CalculatorPage', () => {
  it('trade-in: suggestions, the extra cost and a chat link carrying it', async () => {
    const user = userEvent.setup({ delay: null });
    await ready();
    const oldInput = screen.getByRole('combobox', { name: 'HP lama kamu' });
    expect(oldInput).toHaveAttribute('aria-expanded', 'false');
    await user.type(oldInput, 'iphone');
    expect(oldInput).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Saran HP lama kamu' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual(['iPhone 11 64GB', 'iPhone 14 Pro 256GB']);
    await user.type(oldInput, ' 11');
    await user.click(screen.getByRole('option', { name: 'iPhone 11 64GB' }));
    expect(oldInput).toHaveValue('iPhone 11 64GB');
    expect(oldInput).toHaveAttribute('aria-expanded', 'false');
    // The keyboard works too: down to the suggestion, Enter fills the field.
    const newInput = screen.getByLabelText('HP baru yang diinginkan');
    await user.type(newInput, '16');
    await user.keyboard('{ArrowDown}');
    expect(newInput).toHaveAttribute('aria-activedescendant', 'hp-baru-saran-0');
    await user.keyboard('{Enter}');
    expect(newInput).toHaveValue('iPhone 16 128GB');
    expect(screen.queryByTestId('calculator-total')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hitung' }));
    expect(screen.getByTestId('calculator-total')).toHaveTextContent('Kamu cukup menambah Rp 11.500.000');
    const chat = screen.getByRole('link', { name: 'Tanya Admin via WhatsApp' });
    const href = new URL(chat.getAttribute('href')!);
    expect(href.pathname).toBe('/6281234567890');
    expect(href.searchParams.get('text')).toContain(rp('HP lama: iPhone 11 64GB (nilai tukar Rp 3.500.000)'));
  });

  it('with the condition questions open, the headline is their range: one answer on the page', async () => {
    const user = await tradeIn('iPhone 11 64GB', 'iPhone 16 128GB');
    const total = screen.getByTestId('calculator-total');
    expect(total).toHaveTextContent('Kamu cukup menambah Rp 11.500.000');
    await user.click(screen.getByRole('button', { name: 'Cek kondisi HP lama' }));
    const extra = await screen.findByTestId('condition-extra');
    // Nothing answered: the typical scratches (5 % of 3.500.000), not the worst screen and inter.
    expect(extra).toHaveTextContent('Tambah Rp 11.500.000 – Rp 11.675.000');
    await waitFor(() => expect(total).toHaveTextContent('Kamu cukup menambah Rp 11.500.000 – Rp 11.675.000'));
    expect(screen.getByText('Nilai tukar sebelum cek kondisi')).toBeInTheDocument();
    const layar = screen.getByRole('group', { name: 'Layar' });
    await user.click(within(layar).getByRole('button', { name: 'Retak' }));
    expect(total).toHaveTextContent('Kamu cukup menambah Rp 12.200.000');
    expect(extra).toHaveTextContent('Tambah Rp 12.200.000');
  });

  it('sell with the questions open: the value range is the headline, the list value is before the condition', async () => {
    const user = userEvent.setup({ delay: null });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Jual HP' }));
    await user.type(screen.getByLabelText('HP yang mau dijual'), 'iPhone 11 64GB');
    await user.click(screen.getByRole('button', { name: 'Hitung' }));
    await user.click(screen.getByRole('button', { name: 'Cek kondisi HP lama' }));
    await screen.findByTestId('condition-range');
    // The headline follows the range once the check has told the page (an effect).
    await waitFor(() =>
      expect(screen.getByTestId('calculator-total')).toHaveTextContent('Rp 3.325.000 – Rp 3.500.000'),
    );
    expect(screen.getByText('Nilai tukar sebelum cek kondisi: Rp 3.500.000')).toBeInTheDocument();
  });

  it('suggestions close on Escape, and a name typed in full offers nothing more', async () => {
    const user = userEvent.setup({ delay: null });
    await ready();
    const input = screen.getByLabelText('HP baru yang diinginkan');
    await user.type(input, 'samsung');
    expect(screen.getByRole('option', { name: 'Samsung Galaxy S24 FE 256GB' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('samsung');
    await user.clear(input);
    await user.type(input, 'Samsung Galaxy S24 FE 256GB');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('trade-in: an old phone worth more is money the customer receives', async () => {
    await tradeIn('iphone 14 pro 256gb', 'Samsung Galaxy S24 FE 256GB');
    expect(screen.getByTestId('calculator-total')).toHaveTextContent('Kamu menerima Rp 500.000');
    expect(screen.getByTestId('calculator-total').textContent).not.toContain('-');
  });

  it('trade-in: an unknown phone alerts Data HP tidak ditemukan', async () => {
    await tradeIn('Nokia 3310', 'iPhone 16 128GB');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Data HP tidak ditemukan/);
    expect(alert).toHaveTextContent('HP lama "Nokia 3310" tidak ada di daftar kami.');
    expect(alert).not.toHaveTextContent('HP baru');
    const chat = within(alert).getByRole('link', { name: 'Tanya Admin via WhatsApp' });
    const href = new URL(chat.getAttribute('href')!);
    expect(href.pathname).toBe('/6281234567890');
    expect(href.searchParams.get('text')).toContain('HP lama: Nokia 3310\nHP baru: iPhone 16 128GB');
  });

  it('sell: exact name gives the value; otherwise HP tidak ditemukan dalam daftar kami', async () => {
    const user = userEvent.setup({ delay: null });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Jual HP' }));
    const input = screen.getByLabelText('HP yang mau dijual');
    await user.type(input, 'iPhone 14 Pro');
    await user.click(screen.getByRole('button', { name: 'Hitung' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^HP tidak ditemukan dalam daftar kami/);
    expect(alert).toHaveTextContent('HP "iPhone 14 Pro" tidak ada di daftar kami.');
    const text = new URL(
      within(alert).getByRole('link', { name: 'Tanya Admin via WhatsApp' }).getAttribute('href')!,
    ).searchParams.get('text');
    expect(text).toContain('HP: iPhone 14 Pro');
    await user.type(input, ' 256GB');
    await user.click(screen.getByRole('button', { name: 'Hitung' }));
    expect(screen.getByTestId('calculator-total')).toHaveTextContent('Rp 9.500.000');
  });

  it('switching mode clears the result and the selections', async () => {
    const user = await tradeIn('iPhone 11 64GB', 'iPhone 16 128GB');
    expect(screen.getByTestId('calculator-total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jual HP' }));
    expect(screen.getByRole('button', { name: 'Jual HP' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('calculator-total')).toBeNull();
    expect(screen.getByLabelText('HP yang mau dijual')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Tukar Tambah' }));
    expect(screen.getByLabelText('HP lama kamu')).toHaveValue('');
    expect(screen.getByLabelText('HP baru yang diinginkan')).toHaveValue('');
  });
});
