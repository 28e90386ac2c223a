import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeductionPreview } from './DeductionPreview';

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
