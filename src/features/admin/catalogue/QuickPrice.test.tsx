import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WriteConflict } from '../core/data/versions';
import { renderAsAdmin } from '../../../test/member';
import * as api from '../core/records-api';
import { QuickPrice } from './QuickPrice';
import { schemaOf } from '../core/schema';

vi.mock('../core/records-api', () => ({ saveRecord: vi.fn() }));
// Who saved the other version is one read; not this test's business.
vi.mock('../api', () => ({ savedBy: vi.fn(() => Promise.resolve(null)) }));

const schema = schemaOf('aksesoris')!;
const record = { id: 'case', data: { nama: 'Case', harga: 50_000, stok: 3, _riwayat: 'e1' } };
const theirs = { nama: 'Case Baru', harga: 60_000, stok: 3, _riwayat: 'e2' };

function renderPrice(onSaved = vi.fn()) {
  renderAsAdmin(<QuickPrice schema={schema} record={record} name="Case" onSaved={onSaved} />);
  return onSaved;
}

async function typePrice(text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Ubah harga: Case' }));
  const input = screen.getByLabelText('Harga');
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.click(screen.getByRole('button', { name: 'Simpan harga' }));
}

beforeEach(() => {
  vi.mocked(api.saveRecord)
    .mockReset()
    .mockRejectedValueOnce(new WriteConflict([{ id: 'case', stored: theirs }]))
    .mockImplementation(async (_schema, data, before) => ({
      id: before!.id,
      data: { ...before!.data, ...data, _riwayat: 'e3' },
    }));
});

describe('QuickPrice when another admin saved first', () => {
  it('says so, shows their price beside mine, and saves mine on the version it just read', async () => {
    const onSaved = renderPrice();
    await typePrice('55000');
    const notice = await screen.findByTestId('conflict');
    expect(within(notice).getByRole('alert')).toHaveTextContent('Data ini sudah diubah oleh admin lain');
    // Only the field this change sets; their new name is theirs to keep.
    const fields = within(notice).getByTestId('conflict-fields');
    expect(fields).toHaveTextContent('Harga');
    expect(fields).toHaveTextContent('Versi mereka: Rp 60.000');
    expect(fields).toHaveTextContent('Versi kamu: Rp 55.000');
    expect(fields).not.toHaveTextContent('Case Baru');
    // What was typed is still there.
    expect(screen.getByLabelText('Harga')).toHaveValue('55.000');
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(within(notice).getByRole('button', { name: 'Pakai versi saya' }));
    expect(vi.mocked(api.saveRecord).mock.calls[1]!.slice(1, 3)).toEqual([
      expect.objectContaining({ nama: 'Case Baru', harga: 55_000 }),
      { id: 'case', data: theirs },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ nama: 'Case Baru', harga: 55_000 }));
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
  });

  it('"Pakai versi mereka" shows the stored record and writes nothing', async () => {
    const onSaved = renderPrice();
    await typePrice('55000');
    await userEvent.click(await screen.findByRole('button', { name: 'Pakai versi mereka' }));
    expect(onSaved).toHaveBeenCalledWith(theirs);
    expect(api.saveRecord).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
  });
});
