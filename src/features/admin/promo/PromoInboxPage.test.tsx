import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/member';
import { leaveAndReturn } from '../../../test/screen-return';
import { AuthContext } from '../../../ui/auth-context';
import { WriteConflict } from '../core/data/versions';
import * as api from './api';
import { toPromoRequest } from './inbox';
import type { PromoRequest } from './inbox';
import PromoInboxPage, { STATUS_FAILED } from './PromoInboxPage';
import { adminPaths } from '../../../config/admin-paths';

vi.mock('./api', () => ({
  promoRequests: {
    collection: 'promo_request',
    checkForNew: vi.fn(),
    list: vi.fn(),
    reload: vi.fn(),
    setStatus: vi.fn(),
    storedAs: vi.fn(),
  },
}));
const inbox = vi.mocked(api.promoRequests);

const EVIL = '<b>hi</b> https://evil.test';
const requests: PromoRequest[] = [
  {
    id: 'r2',
    nama: 'Sari <i>X</i>',
    whatsapp: '0812-3456-7890',
    alamat: 'Jl. Teuku Umar https://alamat.test',
    pesan: EVIL,
    waktu: new Date('2026-03-01T10:00:00Z'),
    status: 'baru',
    version: null,
  },
  {
    id: 'r1',
    nama: 'Budi',
    whatsapp: '0813',
    alamat: 'Denpasar',
    pesan: 'LCD',
    waktu: null,
    status: 'selesai',
    version: 'e1',
  },
];

function renderInbox(url: string = adminPaths.promo) {
  return render(
    <AuthContext.Provider value={signedIn}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={adminPaths.promo} element={<PromoInboxPage />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const card = (name: string) => screen.getByRole('listitem', { name: `Pengajuan ${name}` });

beforeEach(() => {
  inbox.list.mockReset().mockResolvedValue(requests);
  inbox.setStatus.mockReset();
  inbox.checkForNew.mockReset().mockResolvedValue(null);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('PromoInboxPage', () => {
  it('shows each request as text: markup and addresses are not rendered nor linked', async () => {
    const { container } = renderInbox();
    const sari = await screen.findByRole('listitem', { name: 'Pengajuan Sari <i>X</i>' });
    expect(within(sari).getByText(EVIL)).toBeInTheDocument();
    expect(within(sari).getByText('Jl. Teuku Umar https://alamat.test')).toBeInTheDocument();
    expect(container.querySelector('b, i')).toBeNull();
    // The only links are the chats, to wa.me with the number's digits.
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href')!.split('?')[0])).toEqual([
      'https://wa.me/6281234567890',
      'https://wa.me/62813',
    ]);
    const chat = within(sari).getByRole('link', { name: 'Balas Sari <i>X</i> via WhatsApp' });
    const text = new URL(chat.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain('Halo Sari <i>X</i>');
    expect(text).toContain(`"${EVIL}"`);
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('lists newest first with a time, or says a legacy one has none', async () => {
    renderInbox();
    const items = await screen.findAllByTestId('promo-request');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual(['Sari <i>X</i>', 'Budi']);
    expect(within(card('Budi')).getByText('Waktu tidak tercatat')).toBeInTheDocument();
  });

  it('filters by status with counts', async () => {
    const user = userEvent.setup();
    renderInbox();
    const filters = await screen.findByRole('group', { name: 'Saring status' });
    expect(within(filters).getByRole('button', { name: 'Semua 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: 'Selesai 1' }));
    expect(screen.getAllByTestId('promo-request')).toHaveLength(1);
    expect(card('Budi')).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Dihubungi 0' }));
    expect(screen.getByText('Tidak ada pengajuan di sini.')).toBeInTheDocument();
  });

  it('opens on the filter in the address (the dashboard links to ?status=baru)', async () => {
    renderInbox(`${adminPaths.promo}?status=baru`);
    expect(await screen.findByRole('button', { name: 'Baru 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('promo-request')).toHaveLength(1);
  });

  it('one tap sets the status, as the signed-in admin; counts follow', async () => {
    const user = userEvent.setup();
    inbox.setStatus.mockImplementation(async ({ id }, status) => ({
      ...requests.find((r) => r.id === id)!,
      status,
    }));
    renderInbox();
    await screen.findAllByTestId('promo-request');
    const status = within(card('Sari <i>X</i>')).getByRole('group', { name: 'Status Sari <i>X</i>' });
    await user.click(within(status).getByRole('button', { name: 'Dihubungi' }));
    expect(inbox.setStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'r2', version: null }),
      'dihubungi',
      signedIn.user,
    );
    expect(await within(status).findByRole('button', { name: 'Dihubungi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(card('Sari <i>X</i>')).getByTestId('promo-status')).toHaveTextContent('Dihubungi');
    expect(screen.getByRole('button', { name: 'Dihubungi 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baru 0' })).toBeInTheDocument();
  });

  it('a failed status change says so and leaves the status as it was', async () => {
    const user = userEvent.setup();
    inbox.setStatus.mockRejectedValue(new Error('offline'));
    renderInbox();
    await screen.findAllByTestId('promo-request');
    const sari = card('Sari <i>X</i>');
    await user.click(within(sari).getByRole('button', { name: 'Jadi' }));
    expect(await within(sari).findByRole('alert')).toHaveTextContent(STATUS_FAILED);
    expect(within(sari).getByTestId('promo-status')).toHaveTextContent('Baru');
  });

  it('a status another admin set first: says so, shows both, and keeps theirs on request', async () => {
    const user = userEvent.setup();
    const stored = { nama: 'Sari <i>X</i>', whatsapp: '0812-3456-7890', status: 'selesai', _riwayat: 'e9' };
    inbox.setStatus.mockRejectedValue(new WriteConflict([{ id: 'r2', stored }]));
    inbox.storedAs.mockImplementation((id, data) => toPromoRequest({ id, data: data! }));
    renderInbox();
    await screen.findAllByTestId('promo-request');
    const sari = card('Sari <i>X</i>');
    await user.click(within(sari).getByRole('button', { name: 'Dihubungi' }));
    const notice = await within(sari).findByTestId('conflict');
    expect(within(notice).getByRole('alert')).toHaveTextContent('Data ini sudah diubah oleh admin lain');
    expect(within(notice).getByTestId('conflict-fields')).toHaveTextContent('StatusVersi mereka: selesai');
    expect(within(notice).getByTestId('conflict-fields')).toHaveTextContent('Versi kamu: dihubungi');
    expect(within(sari).getByTestId('promo-status')).toHaveTextContent('Baru');

    await user.click(within(notice).getByRole('button', { name: 'Pakai versi mereka' }));
    expect(within(sari).getByTestId('promo-status')).toHaveTextContent('Selesai');
    expect(within(sari).queryByTestId('conflict')).toBeNull();
    expect(inbox.setStatus).toHaveBeenCalledTimes(1);
  });

  it('checks for new requests when the admin comes back to the screen, and shows them', async () => {
    const ayu: PromoRequest = {
      id: 'r3',
      nama: 'Ayu',
      whatsapp: '0812',
      alamat: 'Kuta',
      pesan: 'Baterai',
      waktu: new Date('2026-03-02T10:00:00Z'),
      status: 'baru',
      version: null,
    };
    renderInbox();
    await screen.findAllByTestId('promo-request');
    await leaveAndReturn();
    expect(inbox.checkForNew).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('promo-request')).toHaveLength(2);
    expect(screen.queryByTestId('promo-arrived')).toBeNull();

    inbox.checkForNew.mockResolvedValue([ayu, ...requests]);
    await leaveAndReturn();
    await waitFor(() =>
      expect(
        screen.getAllByTestId('promo-request').map((i) => within(i).getByRole('heading').textContent),
      ).toEqual(['Ayu', 'Sari <i>X</i>', 'Budi']),
    );
    expect(screen.getByTestId('promo-arrived')).toHaveTextContent('1 pengajuan baru masuk.');
    expect(screen.getByRole('button', { name: 'Baru 2' })).toBeInTheDocument();
  });
});
