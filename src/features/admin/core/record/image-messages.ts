// What the image field says, in Indonesian.
import { SOURCE_MAX_BYTES, UPLOAD_MAX_BYTES } from '../data/image-upload';
import type { UploadRefusal } from './image-api';

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const IMAGE_MESSAGES = {
  hint: 'Terisi sendiri setelah gambar diunggah. Bisa juga tempel alamat gambar dari internet (https://…).',
  kept: 'Gambar ini sudah tersimpan. Untuk menggantinya, unggah gambar baru atau tempel alamat gambar lain.',
  uploadHint:
    'Foto dari HP atau komputer (PNG, JPEG, WebP, GIF, AVIF). Diperkecil otomatis sebelum diunggah.',
  local: 'Unggah gambar belum bisa di versi uji ini. Tempel alamat gambar dari internet (https://…).',
  resizing: 'Memperkecil gambar...',
  sending: (fraction: number) => `Mengunggah... ${Math.round(fraction * 100)}%`,
  done: 'Gambar terunggah. Tekan Simpan untuk memakainya.',
  failed: 'Gagal mengunggah. Periksa koneksi lalu coba lagi; isian kamu masih di sini.',
  previewBroken: 'Pratinjau tidak bisa dimuat. Periksa alamat gambarnya.',
} as const;

export const UPLOAD_REFUSED: Record<UploadRefusal, string> = {
  type: 'Jenis file tidak didukung. Pilih gambar PNG, JPEG, WebP, GIF atau AVIF.',
  'source-size': `File terlalu besar (maksimal ${mb(SOURCE_MAX_BYTES)}).`,
  'upload-size': `GIF terlalu besar: maksimal ${mb(UPLOAD_MAX_BYTES)} (GIF diunggah apa adanya, tidak diperkecil).`,
  'result-size': `Gambar masih ${mb(UPLOAD_MAX_BYTES)} atau lebih setelah diperkecil. Pilih gambar lain.`,
  unreadable: 'Gambar tidak bisa dibaca. Coba file lain, atau simpan ulang sebagai JPEG atau PNG.',
  denied:
    'Unggahan ditolak: hanya admin yang boleh mengunggah. Jika hak admin baru diberikan, keluar lalu masuk lagi.',
  folder: 'Gambar untuk bagian ini tidak bisa diunggah; tempel alamat gambar dari internet (https://…).',
};
