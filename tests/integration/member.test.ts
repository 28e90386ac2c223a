// src/features/member/api.ts against the real Auth and Firestore emulators,
// with the real rules: what a member's browser would do, from Node.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  checkEmailVerified,
  claimCoupon,
  getProfile,
  listActiveCoupons,
  listClaimedCouponIds,
  listNotifications,
  listRewards,
  login,
  logout,
  register,
  saveProfile,
} from '../../src/features/member/api';
import { auth, firestore } from '../e2e/support/emulators';

const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const email = (name: string) => `${name}-${unique}@contoh.test`;

afterEach(() => logout());
afterAll(() => logout());

describe('member api on the emulators', () => {
  it('reads the seeded member, their claimed coupon, active coupons, rewards and notifications', async () => {
    const member = await login('member@onegadget.test', 'member12345');
    expect(member.uid).toBe('member-demo');
    const profile = await getProfile(member.uid);
    expect(profile).toMatchObject({ nama: 'Putu Ayu Lestari', whatsapp: '081234567890', role: 'member' });
    expect(profile?.createdAt).toBeInstanceOf(Date);
    expect(await listClaimedCouponIds(member.uid)).toContain('hemat10');

    const coupons = await listActiveCoupons();
    expect(coupons.length).toBeGreaterThanOrEqual(4);
    expect(coupons.every((c) => c.aktif)).toBe(true);
    expect(coupons.map((c) => c.id)).not.toContain('merdeka17');
    expect(coupons.find((c) => c.id === 'hemat10')).toMatchObject({ tipe: 'persen', nilaiDiskon: 10 });

    expect((await listRewards()).length).toBeGreaterThanOrEqual(3);
    const notes = await listNotifications();
    expect(notes.length).toBeGreaterThanOrEqual(4);
    // Both kinds of tanggal in the seed become dates.
    expect(notes.find((n) => n.id === 'jam-libur')).toMatchObject({
      tanggalText: '12 Juni 2025',
      tanggal: new Date('2025-06-12T00:00:00+08:00'), // a typed day is a day in Bali
    });
    expect(notes.find((n) => n.id === 'promo-juni')?.tanggal).toEqual(new Date('2025-06-20T09:30:00+08:00'));
  });

  it('signed out, member collections are refused', async () => {
    await expect(listRewards()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('the seeded admin carries the admin claim: the member list and every claim (collection group)', async () => {
    await login('admin@onegadget.test', 'admin12345');
    // Only an admin lists profiles or reads every member's claims; the admin's token is what the rules look at.
    const { claimCounts, listMembers } = await import('../../src/features/admin/core/members-api');
    expect((await listMembers()).map((m) => m.email)).toContain('member@onegadget.test');
    expect((await claimCounts()).hemat10).toBeGreaterThanOrEqual(1);
  });

  it('a member reads neither the member list nor the claim counts', async () => {
    await login('member@onegadget.test', 'member12345');
    const { claimCounts, listMembers } = await import('../../src/features/admin/core/members-api');
    await expect(listMembers()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(claimCounts()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('registration creates users/{uid} with nama, noWa, email, role member, createdAt; then signs out', async () => {
    const address = email('daftar');
    const before = Date.now();
    await register({
      nama: ' Komang Ari ',
      whatsapp: '081999888777',
      email: address,
      password: 'rahasia123',
    });
    // Signed out again: member data is refused until the member logs in.
    await expect(listRewards()).rejects.toMatchObject({ code: 'permission-denied' });
    const user = await login(address, 'rahasia123');
    expect(user.displayName).toBe('Komang Ari');
    const stored = await firestore.get(`users/${user.uid}`);
    expect(stored).toMatchObject({
      nama: 'Komang Ari',
      noWa: '081999888777',
      email: address,
      role: 'member',
    });
    expect(Object.keys(stored ?? {}).sort()).toEqual(['createdAt', 'email', 'nama', 'noWa', 'role']);
    expect((stored?.createdAt as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('registration with a used e-mail fails with the Auth code', async () => {
    await expect(
      register({ nama: 'X', whatsapp: '', email: 'member@onegadget.test', password: 'rahasia123' }),
    ).rejects.toMatchObject({ code: 'auth/email-already-in-use' });
  });

  it('a wrong password fails with invalid-credential', async () => {
    await expect(login('member@onegadget.test', 'salah-sekali')).rejects.toMatchObject({
      code: expect.stringMatching(/auth\/(invalid-credential|wrong-password)/),
    });
  });

  it('profile save writes nama, whatsapp and the unchanged email, and the display name', async () => {
    const address = email('profil');
    await register({ nama: 'Made', whatsapp: '0811', email: address, password: 'rahasia123' });
    const user = await login(address, 'rahasia123');
    await saveProfile(user, { nama: 'Made Wirawan', whatsapp: '081233344455' });
    const stored = await firestore.get(`users/${user.uid}`);
    expect(stored).toMatchObject({
      nama: 'Made Wirawan',
      whatsapp: '081233344455',
      noWa: '081233344455',
      email: address,
      role: 'member',
    });
    expect((await getProfile(user.uid))?.whatsapp).toBe('081233344455');
    await logout();
    expect((await login(address, 'rahasia123')).displayName).toBe('Made Wirawan');
  });

  it('an account without a users document gets one at sign-in from its Auth name, kept on a later save', async () => {
    const address = email('lama');
    const uid = `lama-${unique}`;
    await auth.createUsers([{ uid, email: address, password: 'rahasia123', displayName: 'Lama' }]);
    const user = await login(address, 'rahasia123');
    expect(await getProfile(uid)).toMatchObject({ nama: 'Lama', role: 'member' });
    await saveProfile(user, { nama: 'Nyoman Lama', whatsapp: '' });
    expect(await firestore.get(`users/${uid}`)).toMatchObject({
      nama: 'Nyoman Lama',
      whatsapp: '',
      email: address,
      role: 'member',
    });
  });

  it('a coupon is claimed once per verified member; another member can still claim it', async () => {
    const first = email('kupon-a');
    const second = email('kupon-b');
    await register({ nama: 'A', whatsapp: '', email: first, password: 'rahasia123' });
    await register({ nama: 'B', whatsapp: '', email: second, password: 'rahasia123' });

    // Registration sent the verification link; until it is opened, no claim.
    const a = await login(first, 'rahasia123');
    expect(a.emailVerified).toBe(false);
    await expect(claimCoupon(a.uid, 'servis50rb')).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await checkEmailVerified()).toBe(false);
    await auth.verifyEmail(first);
    expect(await checkEmailVerified()).toBe(true);
    expect(await claimCoupon(a.uid, 'servis50rb')).toBe('created');
    expect(await claimCoupon(a.uid, 'servis50rb')).toBe('exists');
    expect(await listClaimedCouponIds(a.uid)).toEqual(['servis50rb']);
    const claim = await firestore.get(`users/${a.uid}/kupon/servis50rb`);
    expect(claim).toMatchObject({ status: 'diklaim' });
    expect(claim?.waktu).toBeInstanceOf(Date);
    // An inactive coupon cannot be claimed (rules).
    await expect(claimCoupon(a.uid, 'merdeka17')).rejects.toMatchObject({ code: 'permission-denied' });
    await logout();

    await auth.verifyEmail(second);
    const b = await login(second, 'rahasia123');
    expect(b.emailVerified).toBe(true);
    expect(await claimCoupon(b.uid, 'servis50rb')).toBe('created');
    // Nobody claims for someone else.
    await expect(claimCoupon(a.uid, 'aksesoris25rb')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('an account without a users profile cannot claim until the profile exists', async () => {
    const address = email('tanpa-profil');
    const uid = `tanpa-profil-${unique}`;
    // No name anywhere, so signing in cannot write the profile for it.
    await auth.createUsers([
      { uid, email: address, password: 'rahasia123', displayName: '', emailVerified: true },
    ]);
    const user = await login(address, 'rahasia123');
    expect(await getProfile(uid)).toBeNull();
    await expect(claimCoupon(uid, 'hemat10')).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await firestore.list(`users/${uid}/kupon`)).toHaveLength(0);
    await saveProfile(user, { nama: 'Ketut Baru', whatsapp: '' });
    expect(await claimCoupon(uid, 'hemat10')).toBe('created');
  });

  it('two claims at once store one claim and report one success', async () => {
    const address = email('ganda');
    await register({ nama: 'C', whatsapp: '', email: address, password: 'rahasia123' });
    await auth.verifyEmail(address);
    const c = await login(address, 'rahasia123');
    const results = await Promise.all([claimCoupon(c.uid, 'hemat10'), claimCoupon(c.uid, 'hemat10')]);
    expect(results.sort()).toEqual(['created', 'exists']);
    expect(await firestore.list(`users/${c.uid}/kupon`)).toHaveLength(1);
  });
});
