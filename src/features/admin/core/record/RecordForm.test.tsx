import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordForm } from './RecordForm';
import { schemaOf } from '../schema';
import { MESSAGES } from '../validate';

const pricelist = schemaOf('pricelist')!;

function renderForm(initial: Record<string, unknown> | null = null) {
  const onSave = vi.fn();
  render(<RecordForm schema={pricelist} initial={initial} busy={false} onSave={onSave} />);
  return { onSave, save: () => screen.getByRole('button', { name: 'Simpan' }) };
}

describe('RecordForm', () => {
  it('offers kategori by its labels and stores the code', async () => {
    const user = userEvent.setup();
    const { onSave, save } = renderForm({ brand: 'Apple', type: 'iPhone 15', baru: 1, second: 1, stok: 1 });
    const kategori = screen.getByLabelText('Kategori');
    expect([...kategori.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Pilih...',
      'iPhone',
      'Android',
      'Laptop',
      'Mac',
    ]);
    await user.selectOptions(kategori, 'iPhone');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ kategori: 'hp' }));
  });

  it('groups prices as they are typed, with or without dots, and saves numbers', async () => {
    const user = userEvent.setup();
    const { onSave, save } = renderForm({
      brand: 'Apple',
      type: 'iPhone 15',
      kategori: 'hp',
      stok: 2,
      baru: 15000000,
    });
    expect(screen.getByLabelText('Harga Baru')).toHaveValue('15.000.000');
    await user.type(screen.getByLabelText('Harga Second'), '125000');
    expect(screen.getByLabelText('Harga Second')).toHaveValue('125.000');
    await user.clear(screen.getByLabelText('Harga Second'));
    await user.type(screen.getByLabelText('Harga Second'), '1.250.000');
    expect(screen.getByLabelText('Harga Second')).toHaveValue('1.250.000');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ baru: 15_000_000, second: 1_250_000 }));
  });

  it('shows Rp in front of a price, and a coupon discount grouped only when it is in Rupiah', async () => {
    const user = userEvent.setup();
    renderForm({ brand: 'Apple', type: 'iPhone 15', baru: 1 });
    expect(screen.getByLabelText('Harga Baru').parentElement).toHaveTextContent(/^Rp/);
    expect(screen.getByLabelText('Stok').parentElement).not.toHaveTextContent(/^Rp/);

    const onSave = vi.fn();
    render(
      <RecordForm
        schema={schemaOf('coupons')!}
        initial={{ kode: 'HEMAT', tipe: 'persen' }}
        busy={false}
        onSave={onSave}
      />,
    );
    await user.type(screen.getByLabelText('Nilai Diskon'), '1000');
    expect(screen.getByLabelText('Nilai Diskon')).toHaveValue('1000');
    await user.selectOptions(screen.getByLabelText('Tipe Diskon'), 'Nominal (Rupiah)');
    await user.clear(screen.getByLabelText('Nilai Diskon'));
    await user.type(screen.getByLabelText('Nilai Diskon'), '50000');
    expect(screen.getByLabelText('Nilai Diskon')).toHaveValue('50.000');
    expect(screen.getByLabelText('Nilai Diskon').parentElement).toHaveTextContent(/^Rp/);
  });

  it("picks a coupon's last day with a date picker and saves the day as it writes it", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <RecordForm
        schema={schemaOf('coupons')!}
        initial={{ kode: 'HEMAT', tipe: 'persen', nilaiDiskon: 10 }}
        busy={false}
        onSave={onSave}
      />,
    );
    const lastDay = screen.getByLabelText('Berlaku sampai');
    expect(lastDay).toHaveAttribute('type', 'date');
    expect(lastDay).toHaveAccessibleDescription(expect.stringContaining('Hari terakhir kupon bisa diklaim'));
    await user.type(lastDay, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ berlakuSampai: '2026-12-31' }));
  });

  it('after a refused save, a refusal goes as soon as its field is right, and the list of fixes follows', async () => {
    const user = userEvent.setup();
    const { onSave, save } = renderForm();
    expect(screen.queryByTestId('form-problems')).toBeNull();
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    const brand = screen.getByLabelText('Merk');
    expect(brand).toHaveFocus();
    expect(brand).toHaveAccessibleDescription(MESSAGES.required);
    expect(screen.getByTestId('form-problems')).toHaveTextContent(
      'Perbaiki 6 isian: Merk, Tipe, Kategori, Harga Baru, Harga Second, Stok.',
    );

    await user.type(brand, 'A');
    expect(brand).not.toHaveAttribute('aria-invalid');
    expect(brand).not.toHaveClass('is-invalid');
    expect(screen.getByTestId('form-problems')).toHaveTextContent('Perbaiki 5 isian: Tipe, Kategori,');

    // A price typed wrong is named, then right: gone.
    const second = screen.getByLabelText('Harga Second');
    await user.type(second, 'mahal');
    expect(second).toHaveAccessibleDescription(MESSAGES.number);
    await user.clear(second);
    await user.type(second, '900000');
    expect(second).not.toHaveClass('is-invalid');

    // Emptied again: named again.
    await user.clear(brand);
    expect(brand).toHaveAccessibleDescription(MESSAGES.required);

    await user.type(brand, 'Apple');
    await user.type(screen.getByLabelText('Tipe'), 'iPhone 15');
    await user.selectOptions(screen.getByLabelText('Kategori'), 'hp');
    await user.type(screen.getByLabelText('Harga Baru'), '15000000');
    await user.type(screen.getByLabelText('Stok'), '2');
    expect(screen.queryByTestId('form-problems')).toBeNull();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ brand: 'Apple', second: 900_000, stok: 2 }),
    );
  });

  it('a notification is sent: its button says Kirim', () => {
    render(
      <RecordForm
        schema={schemaOf('notifikasi')!}
        initial={null}
        busy={false}
        onSave={vi.fn()}
        submitLabel="Kirim"
      />,
    );
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
  });
});
