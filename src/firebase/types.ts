// The shop's Firestore data as the app uses it . Collection and field
// names in Firestore are a contract; these are the normalised shapes.

export interface Contact {
  whatsapp: string;
  instagram: string;
  tiktok: string;
  facebook: string;
  shopee: string;
  alamat: string;
  email: string;
  jam: string;
}

export interface Promo {
  judul: string;
  slider: string[];
  gambar: string;
}

export interface Testimonial {
  id: string;
  foto: string;
  nama: string;
  /** 0–5, whole stars */
  rating: number;
  pesan: string;
}

export interface PromoRequestInput {
  nama: string;
  whatsapp: string;
  alamat: string;
  pesan: string;
}

export type PricelistCategory = 'hp' | 'android' | 'laptop' | 'mac';

export interface PricelistItem {
  id: string;
  brand: string;
  type: string;
  colours: string[];
  baru: number;
  second: number;
  stok: number;
  kategori: string;
  createdAt: Date | null;
}

export interface ServicePrice {
  id: string;
  type: string;
  jenis: string;
  kategori: string;
  biaya: number;
}

export interface Sparepart {
  id: string;
  nama: string;
  kategori: string;
  harga: number;
  stok: number;
}

export interface Accessory {
  id: string;
  nama: string;
  merk: string;
  kategori: string;
  harga: number;
  stok: number;
  gambar: string;
}

export interface Article {
  id: string;
  judul: string;
  isi: string;
  cover: string;
}

export interface MemberProfile {
  uid: string;
  nama: string;
  /** noWa (registration) or whatsapp (profile save) */
  whatsapp: string;
  email: string;
  role: string;
  createdAt: Date | null;
}

export interface Coupon {
  id: string;
  kode: string;
  deskripsi: string;
  /** 'persen', otherwise a fixed amount */
  tipe: string;
  nilaiDiskon: number;
  aktif: boolean;
}

export interface CouponClaim {
  couponId: string;
  waktu: Date | null;
  status: string;
}

export interface Reward {
  id: string;
  judul: string;
  deskripsi: string;
}

export interface MemberNotification {
  id: string;
  judul: string;
  pesan: string;
  /** tanggal as a date when it can be read as one */
  tanggal: Date | null;
  /** tanggal as stored text, for text dates that do not parse */
  tanggalText: string;
}

export interface TradeInPhone {
  id: string;
  nama: string;
  nilaiTukar: number;
}

export interface NewPhone {
  id: string;
  nama: string;
  harga: number;
}

export interface RepairItem {
  nama: string;
  harga: number;
}

export interface RepairRecord {
  code: string;
  nama: string;
  perangkat: string;
  tanggalMasuk: Date | null;
  tanggalMasukText: string;
  status: string;
  keluhan: string;
  historyPerbaikan: string[];
  garansi: string;
  total: number;
  itemList: RepairItem[];
}
