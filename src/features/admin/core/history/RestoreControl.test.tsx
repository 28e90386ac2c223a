import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WriteConflict } from '../data/versions';
import { signedIn } from '../../../../test/member';
import { AuthContext } from '../../../../ui/auth-context';
import * as catalogue from '../records-api';
import type { HistoryEntry } from './api';
import { RESTORE_CONFLICT, RESTORE_REFUSED, RESTORE_SAME, RESTORED, RestoreControl } from './RestoreControl';

vi.mock('../records-api', () => ({
  planRestore: vi.fn(),
  restoreRecord: vi.fn(),
  VersionRefused: class VersionRefused extends Error {},
}));

const before = { nama: 'Case', harga: 125000, stok: 3 };
const now = { nama: 'Case', harga: 99000, stok: 3 };
const entry: HistoryEntry = {
  id: 'h1',
  uid: 'admin-demo',
  email: 'admin@onegadget.test',
  waktu: new Date(),
  collection: 'aksesoris',
  action: 'ubah',
  changes: [{ docId: 'case', before, after: now }],
  total: 1,
  source: null,
};

function renderControl(onRestored = vi.fn()) {
  render(
    <AuthContext.Provider value={signedIn}>
      <RestoreControl entry={entry} change={entry.changes[0]!} onRestored={onRestored} />
    </AuthContext.Provider>,
  );
  return onRestored;
}

beforeEach(() => {
  vi.mocked(catalogue.planRestore).mockReset().mockResolvedValue({
    current: now,
    seen: now,
    restored: before,
    data: before,
  });
  vi.mocked(catalogue.restoreRecord).mockReset().mockResolvedValue();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('Pulihkan versi ini', () => {
  it('shows field: now → restored first, writes only on "Ya, pulihkan", naming the entry', async () => {
    const onRestored = renderControl();
    await userEvent.click(screen.getByRole('button', { name: 'Pulihkan versi ini' }));
    expect(catalogue.planRestore).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'aksesoris' }),
      'case',
      before,
    );
    const confirm = screen.getByRole('group', { name: 'Konfirmasi pulihkan' });
    expect(confirm).toHaveTextContent('Harga: Rp 99.000 → Rp 125.000');
    expect(confirm).not.toHaveTextContent('Stok');
    expect(catalogue.restoreRecord).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Ya, pulihkan' }));
    expect(catalogue.restoreRecord).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'aksesoris' }),
      'case',
      expect.objectContaining({ data: before }),
      'h1',
      expect.objectContaining({ uid: signedIn.user!.uid }),
    );
    expect(onRestored).toHaveBeenCalledWith(RESTORED);
  });

  it('"Batal" writes nothing and gives the focus back to the button', async () => {
    renderControl();
    await userEvent.click(screen.getByRole('button', { name: 'Pulihkan versi ini' }));
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('group', { name: 'Konfirmasi pulihkan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pulihkan versi ini' })).toHaveFocus();
    expect(catalogue.restoreRecord).not.toHaveBeenCalled();
  });

  it('says so when the record is already this version, or the version is not complete for today’s form', async () => {
    vi.mocked(catalogue.planRestore).mockResolvedValueOnce({
      current: before,
      seen: before,
      restored: before,
      data: before,
    });
    renderControl();
    await userEvent.click(screen.getByRole('button', { name: 'Pulihkan versi ini' }));
    expect(screen.getByRole('status')).toHaveTextContent(RESTORE_SAME);

    vi.mocked(catalogue.planRestore).mockRejectedValueOnce(new catalogue.VersionRefused('stok'));
    await userEvent.click(screen.getByRole('button', { name: 'Pulihkan versi ini' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RESTORE_REFUSED);
    expect(catalogue.restoreRecord).not.toHaveBeenCalled();
  });

  it('writes nothing when another admin saved after the check, and says so; checking again compares afresh', async () => {
    vi.mocked(catalogue.restoreRecord).mockRejectedValueOnce(
      new WriteConflict([{ id: 'case', stored: { ...now, harga: 80000 } }]),
    );
    const onRestored = renderControl();
    await userEvent.click(screen.getByRole('button', { name: 'Pulihkan versi ini' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ya, pulihkan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESTORE_CONFLICT);
    expect(screen.getByRole('alert')).toHaveTextContent('Data ini sudah diubah oleh admin lain');
    expect(onRestored).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pulihkan versi ini' }));
    expect(catalogue.planRestore).toHaveBeenCalledTimes(2);
  });
});
