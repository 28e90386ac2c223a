import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rp } from '../../../../test/rupiah';
import { schemaOf } from '../schema';
import { useDeductionCheck } from './deduction-check';
import { DeductionPreview } from './DeductionPreview';
import { RecordForm } from './RecordForm';

vi.mock('../records-api', () => ({
  listRecords: vi.fn((collection: string) =>
    Promise.resolve(
      collection === 'potongan_kondisi'
        ? [
            { id: 'retak', data: { kode: 'layar-retak', tipe: 'persen', nilai: 20 } },
            {
              id: 'bat11',
              data: { kode: 'batangan', tipe: 'rupiah', nilai: 300_000, model: 'iPhone 11 64GB' },
            },
          ]
        : [
            { id: 'a', data: { nama: 'iPhone 11 64GB', nilai_tukar: 3_500_000 } },
            { id: 'b', data: { nama: 'iPhone 12 128GB', nilai_tukar: 5_000_000 } },
          ],
    ),
  ),
}));

// The check reads the phones and deductions first: on a busy machine that takes more than vi.waitFor's default second.
const WAIT = { timeout: 5_000 };

describe('DeductionPreview', () => {
  it('a sample phone with the deduction as typed; the model typed picks the phone', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(
      <DeductionPreview texts={{ kode: 'layar-retak', tipe: 'persen', nilai: '20', model: '' }} />,
    );
    const preview = await screen.findByTestId('deduction-preview');
    expect(preview).toHaveTextContent('iPhone 11 64GB, kondisi terbaikRp 3.500.000');
    expect(preview).toHaveTextContent('Dengan Layar: retakRp 2.800.000 (potongan Rp 700.000)');
    await user.selectOptions(screen.getByLabelText('Contoh HP'), 'iPhone 12 128GB');
    expect(preview).toHaveTextContent('Rp 4.000.000 (potongan Rp 1.000.000)');

    rerender(
      <DeductionPreview
        texts={{ kode: 'batangan', tipe: 'rupiah', nilai: '4.000.000', model: 'iphone 11 64gb' }}
      />,
    );
    expect(screen.queryByLabelText('Contoh HP')).toBeNull();
    expect(preview).toHaveTextContent('Rp 0 (potongan Rp 4.000.000)');
    expect(preview).toHaveTextContent('Potongan lebih besar dari nilai tukar HP ini');
  });
});

function DeductionForm({
  onSave,
  id = 'bat11',
  initial = { kode: 'batangan', tipe: 'rupiah', nilai: 300_000, model: 'iPhone 11 64GB' },
}: {
  onSave: () => void;
  id?: string;
  initial?: Record<string, unknown> | null;
}) {
  const check = useDeductionCheck('potongan_kondisi', id);
  return (
    <RecordForm
      schema={schemaOf('potongan_kondisi')!}
      initial={initial}
      busy={false}
      onSave={onSave}
      check={check}
    />
  );
}

describe('useDeductionCheck', () => {
  it("refuses a phone's own rupiah deduction above its value beside the field, and saves once it fits", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<DeductionForm onSave={onSave} />);
    const nilai = screen.getByLabelText('Potongan', { exact: true });
    await user.clear(nilai);
    await user.type(nilai, '3500001');
    // The phones are read before the check can compare: wait for that read.
    await vi.waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      expect(nilai).toHaveAccessibleDescription(
        rp('Tidak boleh lebih dari nilai tukar iPhone 11 64GB: Rp 3.500.000.'),
      );
    }, WAIT);
    expect(nilai).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(nilai);
    await user.type(nilai, '3500000');
    expect(nilai).not.toHaveAccessibleDescription(/Tidak boleh/);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ nilai: 3_500_000, tipe: 'rupiah' }));
  });

  it('refuses a rupiah deduction for every phone above the most valuable phone, and saves one some phones exceed', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<DeductionForm onSave={onSave} />);
    const nilai = screen.getByLabelText('Potongan', { exact: true });
    // Its choices come with the phones' read: a person picks once the list is there.
    const model = screen.getByRole('combobox', { name: 'Khusus HP' });
    await vi.waitFor(() => expect(model).toBeEnabled(), WAIT);
    await user.selectOptions(model, 'Semua HP');
    await user.clear(nilai);
    await user.type(nilai, '5000001');
    await vi.waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      expect(nilai).toHaveAccessibleDescription(
        expect.stringContaining(rp('nilai tukar HP termahal (iPhone 12 128GB: Rp 5.000.000)')),
      );
    }, WAIT);
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(nilai);
    await user.type(nilai, '4000000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ nilai: 4_000_000, model: '' }));
  });

  it('"Khusus HP" is chosen from the calculator\'s phones; a second deduction for the same answer and phone is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<DeductionForm onSave={onSave} id="" initial={null} />);
    const model = screen.getByRole('combobox', { name: 'Khusus HP' });
    await vi.waitFor(() => expect(model).toBeEnabled(), WAIT);
    expect(
      within(model)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Semua HP', 'iPhone 11 64GB', 'iPhone 12 128GB']);
    await user.selectOptions(screen.getByLabelText('Kondisi'), 'batangan');
    await user.selectOptions(screen.getByLabelText('Jenis potongan'), 'rupiah');
    await user.type(screen.getByLabelText('Potongan', { exact: true }), '200000');
    await user.selectOptions(model, 'iPhone 11 64GB');
    const kode = screen.getByLabelText('Kondisi');
    await vi.waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      expect(kode).toHaveAccessibleDescription(
        'Potongan Batangan (tanpa dus & charger) untuk iPhone 11 64GB sudah ada. Ubah potongan yang sudah ada itu, atau pilih kondisi atau HP lain.',
      );
    }, WAIT);
    expect(onSave).not.toHaveBeenCalled();
    // The same answer for another phone is another deduction.
    await user.selectOptions(model, 'iPhone 12 128GB');
    expect(kode).not.toHaveAccessibleDescription(/sudah ada/);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ kode: 'batangan', model: 'iPhone 12 128GB' }),
    );
  });

  it('a stored name the list does not hold stays shown, marked, and is refused until one is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(
      <DeductionForm
        onSave={onSave}
        id="x"
        initial={{ kode: 'inter', tipe: 'persen', nilai: 20, model: 'iPhone 12 Mini' }}
      />,
    );
    const model = screen.getByRole('combobox', { name: 'Khusus HP' });
    await vi.waitFor(() => expect(model).toHaveDisplayValue('iPhone 12 Mini (tidak ada di daftar)'), WAIT);
    await vi.waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      expect(model).toHaveAccessibleDescription(
        expect.stringContaining('"iPhone 12 Mini" tidak ada di Kalkulator: HP Lama.'),
      );
    }, WAIT);
    expect(onSave).not.toHaveBeenCalled();
    await user.selectOptions(model, 'Semua HP');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ kode: 'inter', model: '' }));
  });
});
