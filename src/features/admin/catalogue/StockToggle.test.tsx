import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAsAdmin } from '../../../test/member';
import * as api from '../core/records-api';
import { schemaOf } from '../core/schema';
import { STOCK_ASK, STOCK_INVALID, StockToggle } from './StockToggle';

vi.mock('../core/records-api', () => ({ saveRecord: vi.fn(), stockBeforeHabis: vi.fn() }));

const schema = schemaOf('aksesoris')!;
const record = { id: 'case', data: { nama: 'Case', harga: 50000, stok: 0 } };

function renderToggle(onSaved = vi.fn()) {
  renderAsAdmin(<StockToggle schema={schema} record={record} name="Case" onSaved={onSaved} />);
  return onSaved;
}

/** The record was saved, on the version read, with this stock. */
const expectStockSaved = (stok: number) =>
  expect(api.saveRecord).toHaveBeenCalledWith(
    schema,
    expect.objectContaining({ stok }),
    record,
    expect.anything(),
  );

beforeEach(() => {
  // The record as stored after the write: what was read with the change in it.
  vi.mocked(api.saveRecord)
    .mockReset()
    .mockImplementation(async (_schema, data, before) => ({
      id: before!.id,
      data: { ...before!.data, ...data, _riwayat: 'baru' },
    }));
  vi.mocked(api.stockBeforeHabis).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('Tandai tersedia', () => {
  it('brings back the count the history knows', async () => {
    vi.mocked(api.stockBeforeHabis).mockResolvedValue(7);
    const onSaved = renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Tandai tersedia: Case' }));
    expectStockSaved(7);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ stok: 7 }));
  });

  it('asks for the count when the history does not tell (or cannot be read), in Indonesian', async () => {
    vi.mocked(api.stockBeforeHabis).mockRejectedValue(new Error('offline'));
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Tandai tersedia: Case' }));
    const field = screen.getByLabelText(STOCK_ASK);
    expect(field).toHaveFocus();
    expect(api.saveRecord).not.toHaveBeenCalled();

    await userEvent.type(field, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan stok' }));
    expect(field).toHaveAccessibleDescription(STOCK_INVALID);
    expect(api.saveRecord).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan stok' }));
    expectStockSaved(4);
    expect(screen.queryByLabelText(STOCK_ASK)).toBeNull();
  });
});
