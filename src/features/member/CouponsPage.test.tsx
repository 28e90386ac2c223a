import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import type { Coupon, CouponClaim } from '../../firebase/types';
import * as api from './api';
import * as live from './live-api';
import CouponsPage from './CouponsPage';
import { MEMBER, renderMemberRoute, signedIn, signedOut } from '../../test/member';
import * as R from '../../test/records';
import { retryAfterFailedRead } from '../../test/retry';

vi.mock('./api', () => ({
  listActiveCoupons: vi.fn(),
  getMemberCard: vi.fn(),
  claimCoupon: vi.fn(),
  checkEmailVerified: vi.fn(),
  sendVerificationEmail: vi.fn(),
}));

const coupon = (id: string, tipe: string, nilaiDiskon: number): Coupon =>
  R.coupon({
    id,
    kode: id.toUpperCase(),
    deskripsi: `Deskripsi ${id}`,
    tipe,
    nilaiDiskon,
    aktif: true,
  });

vi.mock('./live-api', () => ({ subscribeClaims: vi.fn() }));

const claimOf = (couponId: string, dipakai: Date | null = null): CouponClaim => ({
  couponId,
  waktu: new Date('2026-12-01T04:00:00Z'),
  status: 'diklaim',
  dipakai,
  penjualan: dipakai ? 'sale-1' : '',
});
/** The live claims' next answer (the till marking one used). */
let sendClaims: (claims: CouponClaim[]) => void = () => {};

const renderCoupons = (auth = signedIn) =>
  renderMemberRoute(<CouponsPage />, { path: paths.member.coupons, auth });

const card = async (kode: string) => screen.findByRole('article', { name: kode });

/** Opens the coupons and taps Klaim Kupon on HEMAT10: its card and its message. */
async function claimHemat() {
  const user = userEvent.setup();
  renderCoupons();
  const hemat = await card('HEMAT10');
  await user.click(within(hemat).getByRole('button', { name: 'Klaim Kupon' }));
  return { user, hemat, message: await within(hemat).findByRole('status') };
}

beforeEach(() => {
  vi.mocked(api.listActiveCoupons).mockResolvedValue([
    coupon('hemat10', 'persen', 10),
    { ...coupon('servis50rb', 'nominal', 50000), berlakuSampai: '2026-12-31' },
  ]);
  vi.mocked(live.subscribeClaims).mockImplementation((_uid, onData) => {
    sendClaims = onData;
    onData([claimOf('servis50rb')]);
    return () => {};
  });
  vi.mocked(api.getMemberCard).mockResolvedValue({ nama: 'Ayu', nomor: '28410937' });
  vi.mocked(api.claimCoupon).mockReset();
  vi.mocked(api.checkEmailVerified).mockResolvedValue(false);
  vi.mocked(api.sendVerificationEmail).mockReset();
});

describe('CouponsPage', () => {
  it('unverified: asks to verify the e-mail first, claims wait, the link can be sent again', async () => {
    const user = userEvent.setup();
    renderCoupons({ ...signedIn, user: { ...MEMBER, emailVerified: false } });
    const panel = screen.getByRole('region', { name: 'Verifikasi email untuk klaim kupon' });
    expect(panel).toHaveTextContent(MEMBER.email);
    expect(within(await card('HEMAT10')).getByRole('button', { name: 'Klaim Kupon' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Saya sudah verifikasi' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('belum terverifikasi');

    vi.mocked(api.sendVerificationEmail).mockResolvedValue();
    await user.click(within(panel).getByRole('button', { name: 'Kirim ulang email' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      `Email verifikasi sudah dikirim ke ${MEMBER.email}.`,
    );
    expect(api.sendVerificationEmail).toHaveBeenCalledTimes(1);

    vi.mocked(api.sendVerificationEmail).mockRejectedValue({ code: 'auth/too-many-requests' });
    await user.click(within(panel).getByRole('button', { name: 'Kirim ulang email' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Terlalu banyak percobaan');
  });

  it('verified: no panel, claims open', async () => {
    renderCoupons();
    expect(within(await card('HEMAT10')).getByRole('button', { name: 'Klaim Kupon' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: /Verifikasi email/ })).toBeNull();
  });

  it('signed out: goes to /member/login', () => {
    renderCoupons(signedOut);
    expect(screen.getByText(`Halaman ${paths.member.login}`)).toBeInTheDocument();
  });

  it('shows kode, deskripsi and the discount; a claimed coupon has a disabled Sudah Diklaim', async () => {
    renderCoupons();
    const hemat = await card('HEMAT10');
    expect(within(hemat).getByText('10%')).toBeInTheDocument();
    expect(within(hemat).getByText('Deskripsi hemat10')).toBeInTheDocument();
    expect(within(hemat).getByRole('button', { name: 'Klaim Kupon' })).toBeEnabled();
    const servis = await card('SERVIS50RB');
    expect(within(servis).getByText('Rp 50.000')).toBeInTheDocument();
    expect(within(servis).getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();
    // Claimed is when the member uses it: shown to the cashier.
    expect(within(servis).getByRole('button', { name: 'Tunjukkan ke kasir' })).toBeEnabled();
    expect(within(hemat).queryByRole('button', { name: 'Tunjukkan ke kasir' })).toBeNull();
    // Its last day when it has one.
    expect(within(servis).getByTestId('coupon-end')).toHaveTextContent('Berlaku sampai 31 Des 2026');
    expect(within(hemat).queryByTestId('coupon-end')).toBeNull();
    expect(live.subscribeClaims).toHaveBeenCalledWith(MEMBER.uid, expect.any(Function), expect.any(Function));
  });

  it("claims once: 'Berhasil klaim kupon!' and the button turns into Sudah Diklaim", async () => {
    let finish: (v: 'created') => void = () => {};
    vi.mocked(api.claimCoupon).mockImplementation(() => new Promise((r) => (finish = r)));
    const user = userEvent.setup();
    renderCoupons();
    const hemat = await card('HEMAT10');
    const button = within(hemat).getByRole('button', { name: 'Klaim Kupon' });
    await user.dblClick(button);
    expect(within(hemat).getByRole('button', { name: 'Mengklaim...' })).toBeDisabled();
    finish('created');
    expect(await within(hemat).findByRole('status')).toHaveTextContent('Berhasil klaim kupon!');
    expect(within(hemat).getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();
    // Focus moves from the now disabled button to the message, not to the page
    // (in an effect after the render that shows the message).
    await waitFor(() => expect(within(hemat).getByRole('status')).toHaveFocus());
    expect(api.claimCoupon).toHaveBeenCalledTimes(1);
    expect(api.claimCoupon).toHaveBeenCalledWith(MEMBER.uid, 'hemat10');
  });

  it("a claim made elsewhere says 'Kupon sudah pernah diklaim.'", async () => {
    vi.mocked(api.claimCoupon).mockResolvedValue('exists');
    const { hemat, message } = await claimHemat();
    expect(message).toHaveTextContent('Kupon sudah pernah diklaim.');
    expect(within(hemat).getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();
  });

  it('a failed claim says so and lets the member try again', async () => {
    vi.mocked(api.claimCoupon).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, hemat, message } = await claimHemat();
    expect(message).toHaveTextContent('Kupon gagal diklaim');
    expect(within(hemat).getByRole('button', { name: 'Klaim Kupon' })).toBeEnabled();
    await waitFor(() => expect(within(hemat).getByRole('status')).toHaveFocus());
    await user.tab();
    expect(within(hemat).getByRole('button', { name: 'Klaim Kupon' })).toHaveFocus();
  });

  it("no active coupons: 'Belum ada kupon tersedia.'", async () => {
    vi.mocked(api.listActiveCoupons).mockResolvedValue([]);
    renderCoupons();
    expect(await screen.findByText('Belum ada kupon tersedia.')).toBeInTheDocument();
  });

  it('a failed load offers Coba lagi', async () => {
    await retryAfterFailedRead(vi.mocked(api.listActiveCoupons), renderCoupons);
    expect(await card('HEMAT10')).toBeInTheDocument();
  });

  it('Tunjukkan ke kasir: the typed code and the QR code of the claim; closing returns to the button', async () => {
    const user = userEvent.setup();
    renderCoupons();
    const servis = await card('SERVIS50RB');
    const show = within(servis).getByRole('button', { name: 'Tunjukkan ke kasir' });
    await user.click(show);
    const dialog = await screen.findByRole('dialog', { name: 'Kupon SERVIS50RB' });
    expect(await within(dialog).findByTestId('coupon-till-code')).toHaveTextContent('28410937-SERVIS50RB');
    expect(within(dialog).getByRole('img', { name: 'Kode QR kupon SERVIS50RB' })).toHaveAttribute(
      'data-qr',
      'OGK:28410937:servis50rb',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(show).toHaveFocus());
  });

  it("used at the till (live): 'Dipakai <date>', no Tunjukkan; an open panel says so", async () => {
    const user = userEvent.setup();
    renderCoupons();
    const servis = await card('SERVIS50RB');
    await user.click(within(servis).getByRole('button', { name: 'Tunjukkan ke kasir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kupon SERVIS50RB' });
    act(() => sendClaims([claimOf('servis50rb', new Date('2026-12-12T04:00:00Z'))]));
    expect(within(dialog).getByText('Kupon ini sudah dipakai 12 Des 2026.')).toBeInTheDocument();
    expect(within(servis).getByTestId('coupon-used')).toHaveTextContent('Dipakai 12 Des 2026');
    expect(within(servis).queryByRole('button', { name: 'Tunjukkan ke kasir' })).toBeNull();
    expect(within(servis).getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();
  });

  it('offline: the code comes from the card kept on this phone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      `og:kartu:${MEMBER.uid}`,
      JSON.stringify({ nama: 'Ayu', nomor: '51234567', disimpan: new Date().toISOString() }),
    );
    vi.mocked(api.getMemberCard).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderCoupons();
    await user.click(within(await card('SERVIS50RB')).getByRole('button', { name: 'Tunjukkan ke kasir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('coupon-till-code')).toHaveTextContent('51234567-SERVIS50RB');
    localStorage.clear();
  });
});
