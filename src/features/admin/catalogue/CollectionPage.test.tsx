import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as members from '../core/members-api';
import * as api from '../core/records-api';
import CollectionPage from './CollectionPage';
import { adminPaths } from '../../../config/admin-paths';
import { renderAsAdmin } from '../../../test/member';

vi.mock('../core/records-api', () => ({
  listRecords: vi.fn(),
  forgetRecords: vi.fn(),
  onCopyReplaced: vi.fn(() => () => {}),
}));
vi.mock('../core/members-api', () => ({ claimCounts: vi.fn(), listMembers: vi.fn() }));

const coupons = [
  { id: 'hemat10', data: { kode: 'HEMAT10', tipe: 'persen', nilaiDiskon: 10, aktif: true } },
  { id: 'lama', data: { kode: 'LAMA', tipe: 'nominal', nilaiDiskon: 5000, aktif: false } },
];

const renderList = (collection: string) =>
  renderAsAdmin(
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

describe('CollectionPage: a collection read from its visitor lists', () => {
  const accessory = (id: string, nama: string) => ({
    id,
    data: { nama, merk: 'Spigen', kategori: 'Case', harga: 50000, stok: 1 },
  });

  it('when the collection itself replaces lists that missed records, the rows follow and the search stays', async () => {
    let replaced: (docs: api.PlainDoc[]) => void = () => {};
    vi.mocked(api.onCopyReplaced).mockImplementation((_collection, listener) => {
      replaced = listener;
      return () => {};
    });
    vi.mocked(api.listRecords).mockResolvedValue([accessory('a', 'Case Lama')]);
    renderList('aksesoris');
    expect(await screen.findByRole('link', { name: 'Case Lama' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'case' } });

    act(() => replaced([accessory('a', 'Case Lama'), accessory('b', 'Case Baru')]));
    expect(await screen.findByRole('link', { name: 'Case Baru' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('case');
    expect(screen.getAllByTestId('admin-row')).toHaveLength(2);
  });
});
