import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rp } from '../../../../test/rupiah';
import { schemaOf } from '../schema';
import { useDeductionCheck } from './deduction-check';
import { DeductionPreview } from './DeductionPreview';
import { RecordForm } from './RecordForm';

vi.mock('../records-api', () => ({
  listRecords: vi.fn().mockResolvedValue([
    { id: 'a', data: { nama: 'iPhone 11 64GB', nilai_tukar: 3_500_000 } },
    { id: 'b', data: { nama: 'iPhone 12 128GB', nilai_tukar: 5_000_000 } },
  ]),
}));

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

function DeductionForm({ onSave }: { onSave: () => void }) {
  const check = useDeductionCheck('potongan_kondisi');
  return (
    <RecordForm
      schema={schemaOf('potongan_kondisi')!}
      initial={{ kode: 'batangan', tipe: 'rupiah', nilai: 300_000, model: 'iPhone 11 64GB' }}
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
    });
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
    await user.clear(screen.getByLabelText('Khusus HP'));
    await user.clear(nilai);
    await user.type(nilai, '5000001');
    await vi.waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      expect(nilai).toHaveAccessibleDescription(
        expect.stringContaining(rp('nilai tukar HP termahal (iPhone 12 128GB: Rp 5.000.000)')),
      );
    });
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(nilai);
    await user.type(nilai, '4000000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ nilai: 4_000_000, model: '' }));
  });
});
