// Plain Firestore data → the app's types. Production data is not always tidy:
// numbers may arrive as text ('12.500.000'), dates as Timestamps or text, lists
// as comma-separated text. Every converter is total: it never throws.
import { parseDateText } from '../lib/date-text';
import { formatDate } from '../lib/dates';
import type { PlainDoc } from './plain';
import type * as T from './types';

export const PLACEHOLDER_PHOTO = '/img/placeholder-avatar.svg';
export const DEFAULT_ACCESSORY_CATEGORY = 'Lainnya';

export function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

export function num(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (typeof v === 'string') {
    const digits = v.replace(/[^\d-]/g, '');
    const n = Number(digits);
    return digits && Number.isFinite(n) ? n : 0;
  }
  return 0;
}

export function list(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(text).filter(Boolean);
  if (typeof v === 'string') {
    return v
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return [];
}

/**
 * A Date, a number (ms), or a date the shop typed as text: '12 Juni 2025',
 * 'Senin, 12 Juni 2025', '12/06/2025' (day first), 'June 12, 2025', ISO.
 */
export function date(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'number') return new Date(v);
  if (typeof v !== 'string') return null;
  return parseDateText(v)?.date ?? null;
}

export function rating(v: unknown): number {
  return Math.min(5, Math.max(0, Math.round(num(v))));
}

export const toContact = (d: PlainDoc | null): T.Contact => {
  const x = d?.data ?? {};
  return {
    whatsapp: text(x.whatsapp),
    instagram: text(x.instagram),
    tiktok: text(x.tiktok),
    facebook: text(x.facebook),
    shopee: text(x.shopee),
    alamat: text(x.alamat),
    email: text(x.email),
    jam: text(x.jam),
  };
};

export const toPromo = (d: PlainDoc): T.Promo => ({
  judul: text(d.data.judul),
  slider: list(d.data.slider),
  gambar: text(d.data.gambar),
});

export const toTestimonial = ({ id, data }: PlainDoc): T.Testimonial => ({
  id,
  foto: text(data.foto) || PLACEHOLDER_PHOTO,
  nama: text(data.nama),
  rating: rating(data.rating),
  pesan: text(data.pesan),
});

export const toPricelistItem = ({ id, data }: PlainDoc): T.PricelistItem => ({
  id,
  brand: text(data.brand),
  type: text(data.type),
  colours: list(data.colours),
  baru: num(data.baru),
  second: num(data.second),
  stok: num(data.stok),
  kategori: text(data.kategori).toLowerCase(),
  createdAt: date(data.createdAt),
});

export const toServicePrice = ({ id, data }: PlainDoc): T.ServicePrice => ({
  id,
  type: text(data.type),
  jenis: text(data.jenis),
  kategori: text(data.kategori).toLowerCase(),
  biaya: num(data.biaya),
});

export const toSparepart = ({ id, data }: PlainDoc): T.Sparepart => ({
  id,
  nama: text(data.nama),
  kategori: text(data.kategori),
  harga: num(data.harga),
  stok: num(data.stok),
});

export const toAccessory = ({ id, data }: PlainDoc): T.Accessory => ({
  id,
  nama: text(data.nama),
  merk: text(data.merk),
  kategori: text(data.kategori) || DEFAULT_ACCESSORY_CATEGORY,
  harga: num(data.harga),
  stok: num(data.stok),
  gambar: text(data.gambar),
});

export const toArticle = ({ id, data }: PlainDoc): T.Article => ({
  id,
  judul: text(data.judul),
  isi: typeof data.isi === 'string' ? data.isi : text(data.isi),
  cover: text(data.cover),
});

export const toMemberProfile = ({ id, data }: PlainDoc): T.MemberProfile => ({
  uid: id,
  nama: text(data.nama),
  whatsapp: text(data.whatsapp) || text(data.noWa),
  email: text(data.email),
  role: text(data.role),
  createdAt: date(data.createdAt),
});

export const toCoupon = ({ id, data }: PlainDoc): T.Coupon => ({
  id,
  kode: text(data.kode) || id,
  deskripsi: text(data.deskripsi),
  tipe: text(data.tipe),
  nilaiDiskon: num(data.nilaiDiskon),
  aktif: data.aktif === true,
});

export const toCouponClaim = ({ id, data }: PlainDoc): T.CouponClaim => ({
  couponId: id,
  waktu: date(data.waktu),
  status: text(data.status),
});

export const toReward = ({ id, data }: PlainDoc): T.Reward => ({
  id,
  judul: text(data.judul),
  deskripsi: text(data.deskripsi),
});

export const toNotification = ({ id, data }: PlainDoc): T.MemberNotification => ({
  id,
  judul: text(data.judul),
  pesan: text(data.pesan),
  tanggal: date(data.tanggal),
  tanggalText: typeof data.tanggal === 'string' ? data.tanggal.trim() : '',
});

export const toTradeInPhone = ({ id, data }: PlainDoc): T.TradeInPhone => ({
  id,
  nama: text(data.nama),
  nilaiTukar: num(data.nilai_tukar),
});

export const toNewPhone = ({ id, data }: PlainDoc): T.NewPhone => ({
  id,
  nama: text(data.nama),
  harga: num(data.harga),
});

function repairHistory(v: unknown): string[] {
  if (Array.isArray(v)) {
    return v
      .map((h) => {
        if (h && typeof h === 'object') {
          const o = h as Record<string, unknown>;
          const when = date(o.tanggal);
          const label = when ? formatDate(when) : text(o.tanggal);
          const what = text(o.keterangan) || text(o.status) || text(o.catatan);
          return [label, what].filter(Boolean).join(' – ');
        }
        return text(h);
      })
      .filter(Boolean);
  }
  return typeof v === 'string'
    ? v
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

export const toRepairRecord = ({ id, data }: PlainDoc): T.RepairRecord => ({
  code: id,
  nama: text(data.nama),
  perangkat: text(data.perangkat),
  tanggalMasuk: date(data.tanggalMasuk),
  tanggalMasukText: typeof data.tanggalMasuk === 'string' ? data.tanggalMasuk.trim() : '',
  status: text(data.status),
  keluhan: text(data.keluhan),
  historyPerbaikan: repairHistory(data.historyPerbaikan),
  garansi: text(data.garansi),
  total: num(data.total),
  itemList: Array.isArray(data.itemList)
    ? data.itemList
        .filter((i): i is Record<string, unknown> => Boolean(i) && typeof i === 'object')
        .map((i) => ({ nama: text(i.nama), harga: num(i.harga) }))
    : [],
});
