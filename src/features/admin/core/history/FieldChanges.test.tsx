import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldChanges } from './FieldChanges';

describe('FieldChanges', () => {
  it('shows a removed field with its old value and the word "dihapus", never as an empty value', () => {
    render(
      <FieldChanges
        testId="changes"
        changes={[
          { field: 'status', label: 'Status', from: ['Masuk'], to: ['Menunggu persetujuan'] },
          { field: 'persetujuan', label: 'Persetujuan biaya', from: ['Ditolak'], to: [], removed: true },
          { field: 'catatan', label: 'Catatan', from: ['Lama'], to: [] },
          { field: 'itemList', label: 'Rincian biaya', from: ['LCD', 'Jasa'], to: [], removed: true },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Status: Masuk → Menunggu persetujuan');
    expect(items[1]).toHaveTextContent('Persetujuan biaya: Ditolak → dihapus');
    // Emptied (still there, holding nothing) reads as before.
    expect(items[2]).toHaveTextContent('Catatan: Lama → -');
    expect(items[3]).toHaveTextContent('Rincian biaya:Sebelum:LCDJasaSesudah:dihapus');
  });
});
