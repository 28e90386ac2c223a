// Firebase Auth failures in plain Indonesian (the provider's message
// for anything we do not recognise). Pure: no SDK import.

const MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'Email ini sudah terdaftar. Silakan masuk atau pakai email lain.',
  'auth/invalid-credential': 'Email atau kata sandi salah.',
  'auth/invalid-login-credentials': 'Email atau kata sandi salah.',
  'auth/wrong-password': 'Email atau kata sandi salah.',
  'auth/user-not-found': 'Akun dengan email ini belum terdaftar.',
  'auth/weak-password': 'Kata sandi terlalu lemah. Gunakan minimal 6 karakter.',
  'auth/invalid-email': 'Format email tidak valid.',
  'auth/missing-email': 'Email wajib diisi.',
  'auth/missing-password': 'Kata sandi wajib diisi.',
  'auth/user-disabled': 'Akun ini dinonaktifkan. Hubungi admin ONE GADGET.',
  'auth/too-many-requests': 'Terlalu banyak percobaan. Tunggu beberapa menit, lalu coba lagi.',
  'auth/network-request-failed': 'Koneksi internet bermasalah. Periksa koneksi kamu, lalu coba lagi.',
};

const FALLBACK = 'Terjadi kesalahan. Coba lagi nanti.';

function field(e: unknown, name: 'code' | 'message'): string {
  if (typeof e !== 'object' || e === null || !(name in e)) return '';
  const v = (e as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : '';
}

/** The message a member sees for a failed login, registration or password reset. */
export function authErrorMessage(e: unknown): string {
  const code = field(e, 'code');
  return MESSAGES[code] ?? (field(e, 'message') || FALLBACK);
}
