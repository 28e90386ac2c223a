import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../core/lists-api';
import type { ListHealth } from '../core/lists-api';
import { ListCheck } from './ListCheck';

vi.mock('../core/lists-api', () => ({ checkLists: vi.fn(), repairLists: vi.fn() }));

const behind: ListHealth = {
  name: 'hp',
  rows: 5,
  built: true,
  drift: { missing: ['a'], changed: [], extra: [] },
};
const inStep: ListHealth = { name: 'hp', rows: 6, built: true, drift: null };

beforeEach(() => {
  vi.mocked(api.checkLists).mockReset();
  vi.mocked(api.repairLists).mockReset();
});

describe('ListCheck', () => {
  it('checks on request, names a list that fell behind, and rebuilds it', async () => {
    vi.mocked(api.checkLists).mockResolvedValue([behind]);
    vi.mocked(api.repairLists).mockResolvedValue([inStep]);
    render(<ListCheck collection="pricelist" />);
    expect(api.checkLists).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Periksa daftar' }));
    expect(await screen.findByText('Pricelist iPhone: tertinggal: 1 belum tampil')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Perbarui daftar' }));
    expect(await screen.findByText('Pricelist iPhone: sesuai (6 item)')).toBeVisible();
    expect(screen.getByText('Daftar diperbarui.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Perbarui daftar' })).toBeNull();
    expect(api.repairLists).toHaveBeenCalledWith('pricelist');
  });

  it('a failed check says so, with Coba lagi', async () => {
    vi.mocked(api.checkLists).mockRejectedValueOnce(new Error('offline')).mockResolvedValue([inStep]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ListCheck collection="pricelist" />);
    await userEvent.click(screen.getByRole('button', { name: 'Periksa daftar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Daftar gagal diperiksa.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Pricelist iPhone: sesuai (6 item)')).toBeVisible();
  });
});
