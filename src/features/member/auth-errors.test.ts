import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

const err = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'Email ini sudah terdaftar. Silakan masuk atau pakai email lain.'],
    ['auth/invalid-credential', 'Email atau kata sandi salah.'],
    ['auth/wrong-password', 'Email atau kata sandi salah.'],
    ['auth/user-not-found', 'Akun dengan email ini belum terdaftar.'],
    ['auth/weak-password', 'Kata sandi terlalu lemah. Gunakan minimal 6 karakter.'],
    ['auth/invalid-email', 'Format email tidak valid.'],
    ['auth/too-many-requests', 'Terlalu banyak percobaan. Tunggu beberapa menit, lalu coba lagi.'],
    ['auth/network-request-failed', 'Koneksi internet bermasalah. Periksa koneksi kamu, lalu coba lagi.'],
  ])('%s → plain Indonesian', (code, expected) => {
    expect(authErrorMessage(err(code))).toBe(expected);
  });

  it("shows the provider's message for an unknown code", () => {
    expect(authErrorMessage(err('auth/operation-not-allowed'))).toBe(
      'Firebase: Error (auth/operation-not-allowed).',
    );
  });

  it('shows the message of an error without a code', () => {
    expect(authErrorMessage(new Error('Missing or insufficient permissions.'))).toBe(
      'Missing or insufficient permissions.',
    );
  });

  it('falls back to a general message when there is nothing to show', () => {
    expect(authErrorMessage(undefined)).toBe('Terjadi kesalahan. Coba lagi nanti.');
    expect(authErrorMessage({ code: 'x', message: '' })).toBe('Terjadi kesalahan. Coba lagi nanti.');
  });
});
