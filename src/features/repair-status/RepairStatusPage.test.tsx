import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RepairStatusPage from './RepairStatusPage';
import { getRepairRecord } from './api';
import { REPAIR_CODE_MESSAGES } from './repair-code';

// Typing through user-event is slow on a busy machine; the default 5 s is tight.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('./api', () => ({ getRepairRecord: vi.fn() }));

const record = {
  code: 'ABC123',
  nama: 'Komang',
  perangkat: 'Redmi Note 13',
  tanggalMasuk: new Date('2025-06-11T08:05:00Z'),
  tanggalMasukText: '',
  status: 'Sedang diservice',
  keluhan: 'Port charger longgar',
  historyPerbaikan: ['Unit diterima'],
  garansi: 'Garansi 14 hari',
  total: 175000,
  itemList: [{ nama: 'Konektor charger', harga: 175000 }],
};

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/cek-servisan"
          element={
            <>
              <RepairStatusPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(getRepairRecord).mockReset();
  vi.mocked(getRepairRecord).mockImplementation(async (c) => (c === 'ABC123' ? record : null));
});

describe('RepairStatusPage', () => {
  it('?kode= looks up at once, upper-cased, and the URL shows the canonical code', async () => {
    at('/cek-servisan?kode=abc123');
    expect(await screen.findByText('Redmi Note 13')).toBeInTheDocument();
    expect(getRepairRecord).toHaveBeenCalledWith('ABC123');
    expect(screen.getByTestId('where')).toHaveTextContent('/cek-servisan?kode=ABC123');
    expect(screen.getByTestId('repair-status')).toHaveClass('badge', 'text-bg-warning');
    expect(screen.getByText('11 Juni 2025')).toBeInTheDocument();
    expect(screen.getByTestId('repair-total')).toHaveTextContent('Rp 175.000');
  });

  it('a typed code is searched and the URL follows it', async () => {
    const user = userEvent.setup({ delay: null });
    at('/cek-servisan');
    await user.type(screen.getByLabelText('Kode Servisan'), 'zzz999');
    await user.click(screen.getByRole('button', { name: 'Cek Status' }));
    expect(await screen.findByText('Data servisan tidak ditemukan.')).toBeInTheDocument();
    expect(getRepairRecord).toHaveBeenCalledWith('ZZZ999');
    expect(screen.getByTestId('where')).toHaveTextContent('/cek-servisan?kode=ZZZ999');
  });

  it.each([
    ['empty', '', REPAIR_CODE_MESSAGES.empty],
    ['/', '/', REPAIR_CODE_MESSAGES.alphabet],
    ['..', '..', REPAIR_CODE_MESSAGES.alphabet],
    ['a space', 'AB C', REPAIR_CODE_MESSAGES.spaces],
    ['300 characters', 'A'.repeat(300), REPAIR_CODE_MESSAGES.tooLong],
  ])('bad code (%s): message, no lookup, URL untouched', async (_label, input, message) => {
    const user = userEvent.setup({ delay: null });
    at('/cek-servisan');
    if (input) await user.type(screen.getByLabelText('Kode Servisan'), input);
    await user.click(screen.getByRole('button', { name: 'Cek Status' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Kode Servisan')).toHaveAttribute('aria-invalid', 'true');
    expect(getRepairRecord).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/cek-servisan$/);
  });

  it('a bad code in the URL is never looked up', async () => {
    at(`/cek-servisan?kode=${encodeURIComponent('../kontak/aktif')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(REPAIR_CODE_MESSAGES.alphabet);
    expect(getRepairRecord).not.toHaveBeenCalled();
  });
});
