// What the image field says, in Indonesian.
import { SOURCE_MAX_BYTES, UPLOAD_MAX_BYTES } from '../data/image-upload';
import type { UploadRefusal } from './image-api';

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const IMAGE_MESSAGES = {
  hint: 'URL https://…, path /img/… atau path Storage (terisi sendiri setelah unggah).',
  uploadHint:
    'PNG, JPEG, WebP, GIF atau AVIF. Diperkecil otomatis (sisi terpanjang 1600 px) dan disimpan sebagai WebP atau JPEG; GIF diunggah apa adanya.',
  local: 'Unggah gambar tidak tersedia di emulator lokal. Ketik URL gambar (https://…) atau path /img/…',
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
  folder: 'Koleksi ini tidak punya folder gambar; isi URL atau path /img/….',
};
