import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as members from '../core/members-api';
import * as api from '../core/records-api';
import CollectionPage from './CollectionPage';
import { adminPaths } from '../../../config/admin-paths';

vi.mock('../core/records-api', () => ({ listRecords: vi.fn() }));
vi.mock('../core/members-api', () => ({ claimCounts: vi.fn(), listMembers: vi.fn() }));

const coupons = [
  { id: 'hemat10', data: { kode: 'HEMAT10', tipe: 'persen', nilaiDiskon: 10, aktif: true } },
  { id: 'lama', data: { kode: 'LAMA', tipe: 'nominal', nilaiDiskon: 5000, aktif: false } },
];

const renderList = (collection: string) =>
  render(
    <MemoryRouter initialEntries={[adminPaths.collection(collection)]}>
      <Routes>
        <Route path="/admin/katalog/:collection" element={<CollectionPage />} />
      </Routes>
    </MemoryRouter>,
  );

const row = (name: string) =>
  screen.getAllByTestId('admin-row').find((r) => within(r).queryByRole('link', { name }))!;

beforeEach(() => {
  vi.mocked(api.listRecords).mockReset().mockResolvedValue(coupons);
  vi.mocked(members.claimCounts).mockReset().mockResolvedValue({ hemat10: 3 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('CollectionPage: member coupons', () => {
  it('shows each coupon with its claim count (0 when nobody claimed) and aktif as Ya/Tidak', async () => {
    renderList('coupons');
    expect(await screen.findByText('Diklaim: 3 member')).toBeInTheDocument();
    expect(row('HEMAT10')).toHaveTextContent('Bisa diklaim member: Ya');
    expect(within(row('LAMA')).getByTestId('claim-count')).toHaveTextContent('Diklaim: 0 member');
    expect(row('LAMA')).toHaveTextContent('Bisa diklaim member: Tidak');
    // Member content has no CSV or bulk price tools.
    expect(screen.queryByRole('link', { name: 'Impor CSV' })).toBeNull();
  });

  it('still lists the coupons when the counts cannot be read, and says so', async () => {
    vi.mocked(members.claimCounts).mockRejectedValueOnce(new Error('permission-denied'));
    renderList('coupons');
    expect(await screen.findByText('Jumlah klaim gagal dimuat.')).toBeInTheDocument();
    expect(row('HEMAT10')).toBeDefined();
    expect(screen.queryByTestId('claim-count')).toBeNull();
  });

  it('counts no claims for other collections', async () => {
    vi.mocked(api.listRecords).mockResolvedValue([{ id: 'r1', data: { judul: 'Poin', deskripsi: 'Tukar' } }]);
    renderList('reward');
    expect(await screen.findByRole('link', { name: 'Poin' })).toBeInTheDocument();
    expect(members.claimCounts).not.toHaveBeenCalled();
  });
});
