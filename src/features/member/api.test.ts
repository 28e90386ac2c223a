// register() and login() with Auth and Firestore stubbed: what is written, and when.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount, sendVerification, signIn, signOutMember } from '../../firebase/signed-in/auth';
import { getDocById, setDocument } from '../../firebase/signed-in/lite-db';
import { login, register } from './api';
import { isProfileNotSaved, readPendingProfile, savePendingProfile } from './registration';

vi.mock('../../firebase/signed-in/auth', () => ({
  createAccount: vi.fn(),
  refreshVerification: vi.fn(),
  sendResetEmail: vi.fn(),
  sendVerification: vi.fn(),
  setDisplayName: vi.fn(),
  signIn: vi.fn(),
  signOutMember: vi.fn(),
  watchAuth: vi.fn(),
}));
vi.mock('../../firebase/signed-in/lite-db', () => ({
  getDocById: vi.fn(),
  setDocument: vi.fn(),
  updateDocument: vi.fn(),
  listDocs: vi.fn(),
  createOnce: vi.fn(),
}));

const USER = {
  uid: 'u-9',
  email: 'ayu@contoh.test',
  displayName: 'Ayu Lestari',
  admin: false,
  emailVerified: true,
};
const FORM = {
  nama: ' Ayu Lestari ',
  whatsapp: ' 081234 ',
  email: 'ayu@contoh.test',
  password: 'rahasia123',
};

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  vi.mocked(createAccount).mockResolvedValue(USER);
  vi.mocked(signIn).mockResolvedValue(USER);
  vi.mocked(signOutMember).mockResolvedValue();
  vi.mocked(sendVerification).mockResolvedValue();
  vi.mocked(setDocument).mockResolvedValue();
  vi.mocked(getDocById).mockResolvedValue(null);
});

describe('register', () => {
  it('writes the profile, sends the verification link (back to the coupons) and signs out', async () => {
    await register(FORM);
    expect(sendVerification).toHaveBeenCalledWith('/member/kupon');
    expect(setDocument).toHaveBeenCalledWith(
      'users/u-9',
      { nama: 'Ayu Lestari', noWa: '081234', email: 'ayu@contoh.test', role: 'member' },
      ['createdAt'],
    );
    expect(signOutMember).toHaveBeenCalled();
    expect(readPendingProfile('u-9')).toBeNull();
  });

  it('a verification link that cannot be sent does not undo the registration', async () => {
    vi.mocked(sendVerification).mockRejectedValue(new Error('offline'));
    await expect(register(FORM)).resolves.toBeUndefined();
    expect(signOutMember).toHaveBeenCalled();
  });

  it('a failed profile write keeps name and WhatsApp for the next sign-in and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(setDocument).mockRejectedValueOnce(new Error('offline'));
    const error = await register(FORM).catch((e: unknown) => e);
    expect(isProfileNotSaved(error)).toBe(true);
    expect(readPendingProfile('u-9')).toEqual({ nama: 'Ayu Lestari', noWa: '081234' });
    expect(signOutMember).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a name of only spaces makes no account', async () => {
    await expect(register({ ...FORM, nama: '   ' })).rejects.toThrow('Nama wajib diisi.');
    expect(createAccount).not.toHaveBeenCalled();
  });
});

describe('login', () => {
  it('writes the profile a registration left out, with the name and WhatsApp typed then', async () => {
    savePendingProfile('u-9', { nama: 'Ayu Lestari', noWa: '081234' });
    await expect(login(' ayu@contoh.test ', 'rahasia123')).resolves.toEqual(USER);
    expect(signIn).toHaveBeenCalledWith('ayu@contoh.test', 'rahasia123');
    expect(setDocument).toHaveBeenCalledWith(
      'users/u-9',
      { nama: 'Ayu Lestari', noWa: '081234', email: 'ayu@contoh.test', role: 'member' },
      ['createdAt'],
    );
    expect(readPendingProfile('u-9')).toBeNull();
  });

  it('on another device, the profile is made from the Auth display name', async () => {
    await login('ayu@contoh.test', 'rahasia123');
    expect(setDocument).toHaveBeenCalledWith(
      'users/u-9',
      { nama: 'Ayu Lestari', noWa: '', email: 'ayu@contoh.test', role: 'member' },
      ['createdAt'],
    );
  });

  it('writes nothing when the profile is there', async () => {
    vi.mocked(getDocById).mockResolvedValue({ id: 'u-9', data: { nama: 'Ayu' } });
    await login('ayu@contoh.test', 'rahasia123');
    expect(getDocById).toHaveBeenCalledWith('users/u-9');
    expect(setDocument).not.toHaveBeenCalled();
  });

  it('a profile write that fails again does not keep the member out; the next sign-in retries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    savePendingProfile('u-9', { nama: 'Ayu Lestari', noWa: '081234' });
    vi.mocked(setDocument).mockRejectedValueOnce(new Error('offline'));
    await expect(login('ayu@contoh.test', 'rahasia123')).resolves.toEqual(USER);
    expect(readPendingProfile('u-9')).toEqual({ nama: 'Ayu Lestari', noWa: '081234' });
    await login('ayu@contoh.test', 'rahasia123');
    expect(setDocument).toHaveBeenCalledTimes(2);
    expect(readPendingProfile('u-9')).toBeNull();
    warn.mockRestore();
  });

  it('a wrong password still fails as before', async () => {
    vi.mocked(signIn).mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    await expect(login('ayu@contoh.test', 'salah')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    expect(setDocument).not.toHaveBeenCalled();
  });
});
