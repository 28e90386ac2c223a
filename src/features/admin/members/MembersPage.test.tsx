import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../core/members-api';
import type { MemberRow } from '../core/members';
import MembersPage from './MembersPage';
import { adminPaths } from '../../../config/admin-paths';

vi.mock('../core/members-api', () => ({ listMembers: vi.fn(), claimCounts: vi.fn() }));

const rows: MemberRow[] = Array.from({ length: 55 }, (_, i) => ({
  id: `m${i}`,
  nama: i === 0 ? 'Putu <b>Ayu</b>' : `Member ${i}`,
  whatsapp: i === 0 ? '081234567890' : '',
  email: `m${i}@contoh.id`,
  joined: i === 0 ? new Date('2025-05-02T06:20:00Z') : null,
  admin: false,
}));

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[adminPaths.members]}>
      <MembersPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.mocked(api.listMembers).mockReset().mockResolvedValue(rows);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('MembersPage', () => {
  it('lists members read-only, 50 at a time, with name (as text), WhatsApp, e-mail and join date', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findAllByTestId('member-row')).toHaveLength(50);
    expect(screen.getByText('55 dari 55 member', { exact: false })).toBeInTheDocument();
    const first = screen.getAllByTestId('member-row')[0]!;
    expect(within(first).getByText('Putu <b>Ayu</b>')).toBeInTheDocument();
    expect(first).toHaveTextContent('WhatsApp: 081234567890');
    expect(first).toHaveTextContent('E-mail: m0@contoh.id');
    expect(first).toHaveTextContent('Bergabung: 2 Mei 2025');
    // An empty contact is left out, never shown as '-'.
    const second = screen.getAllByTestId('member-row')[1]!;
    expect(second).toHaveTextContent('E-mail: m1@contoh.id');
    expect(second).not.toHaveTextContent('WhatsApp');
    expect(second).not.toHaveTextContent(/-$|: -/);
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(first).queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(screen.getAllByTestId('member-row')).toHaveLength(55);
  });

  it('searches by WhatsApp or e-mail', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('member-row');
    await user.type(screen.getByRole('searchbox', { name: 'Cari member' }), '0812345');
    expect(screen.getAllByTestId('member-row')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Cari member' }));
    await user.type(screen.getByRole('searchbox', { name: 'Cari member' }), 'm54@');
    expect(screen.getAllByTestId('member-row')[0]).toHaveTextContent('Member 54');
  });

  it('links the notification composer and the member content lists', async () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Kirim notifikasi' })).toHaveAttribute(
      'href',
      adminPaths.record('notifikasi', 'baru'),
    );
    for (const [name, c] of [
      ['Notifikasi Member', 'notifikasi'],
      ['Kupon Member', 'coupons'],
      ['Reward Member', 'reward'],
    ] as const)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', adminPaths.collection(c));
    // The points rate, beside what members see.
    expect(screen.getByRole('link', { name: 'Poin member' })).toHaveAttribute('href', adminPaths.pointsRate);
    await screen.findAllByTestId('member-row');
  });

  it('says so when the list cannot be read, with Coba lagi', async () => {
    vi.mocked(api.listMembers).mockRejectedValueOnce(new Error('permission-denied'));
    renderPage();
    expect(await screen.findByText('Daftar member gagal dimuat.', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByTestId('member-row')).toHaveLength(50);
  });
});
