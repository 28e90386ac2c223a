// The promo request's messages, word for word as the shop wrote them.
export const PROMO_REQUEST_SUCCESS = 'Terima kasih, pengajuanmu sedang diproses. Tunggu WhatsApp dari admin.';
export const PROMO_REQUEST_FAILURE = 'Terjadi kesalahan. Coba lagi nanti.';
/**
 * Added to the failure when the phone has no signal. Our words, not the shop's: a visitor offline
 * must learn that the form kept what they typed and that sending again once online is enough.
 */
export const PROMO_REQUEST_OFFLINE =
  'Kamu sedang offline: isianmu tetap di sini, kirim lagi saat sinyal kembali.';
export const REQUIRED_MESSAGE = 'Wajib diisi.';
export const WHATSAPP_INVALID_MESSAGE =
  'Nomor WhatsApp tidak valid. Gunakan angka, spasi, atau + - ( ), 6–20 karakter.';
