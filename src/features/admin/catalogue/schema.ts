// One description per catalogue collection, from which the admin list, the form,
// the CSV columns and the validation all come. Field names are the stored ones
// (the shop's existing data: e.g. kalkulator_hp_lama keeps `nilai_tukar`).
// firestore.rules holds every collection's documents to exactly these fields and
// limits (tests/rules/schema.test.ts keeps the two equal).
import { AMOUNT_MAX } from '../../../config/limits';

export type FieldType = 'text' | 'longtext' | 'number' | 'choice' | 'list' | 'lines' | 'image' | 'yesno';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Text: most characters. */
  maxLength?: number;
  /** Number: the smallest allowed (0 for prices and stock). */
  min?: number;
  /** Number: the largest allowed. */
  max?: number;
  /** Number: whole numbers only. */
  whole?: boolean;
  /** Number: a lower largest value when another field holds a value (a percent discount ≤ 100). */
  maxWhen?: { field: string; equals: string; max: number };
  /** Number: Rupiah or a percent by what another field holds (a coupon's tipe). */
  unitBy?: { field: string; money: string; percent: string };
  /** Choice: the values the public pages know. */
  options?: readonly string[];
  /** Choice: what the admin reads for each stored value (hp → iPhone); the value when missing. */
  optionLabels?: Readonly<Record<string, string>>;
  hint?: string;
}

export interface CollectionSchema {
  collection: string;
  /** The list's heading: 'Pricelist HP & Laptop'. */
  title: string;
  /** A record's name in a sentence: 'item', 'aksesoris'. */
  noun: string;
  fields: readonly FieldSpec[];
  /** Fields shown as list columns, in order; the first names the row. */
  columns: readonly string[];
  /** Fields the list's search looks in. */
  search: readonly string[];
  /** Server-time fields set when a document is created. */
  createdAtField?: string;
  /** A collection of one document with this id (kontak/aktif): no list, no add or delete. */
  singleton?: string;
  /** 'katalog' (prices and stock), 'konten' (what the pages say) or 'member' (what members see). */
  group: 'katalog' | 'konten' | 'member';
  /**
   * The list's order when not by its first column: newest first by this date field
   * (set by the server on creation), each row dated with `label` ('Dikirim').
   */
  newestFirst?: { field: string; label: string };
  /** A new record's words where 'Tambah …' and 'Simpan' would mislead: a notification is sent. */
  create?: { title: string; submit: string; done: string; lead: string };
}

const price = (name: string, label: string): FieldSpec => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: AMOUNT_MAX,
});
const stock: FieldSpec = {
  name: 'stok',
  label: 'Stok',
  type: 'number',
  required: true,
  min: 0,
  max: AMOUNT_MAX,
};

export const PRICELIST_KATEGORI = ['hp', 'android', 'laptop', 'mac'] as const;
export const SERVICE_KATEGORI = ['interface', 'hardware', 'software'] as const;

export const CATALOGUE: readonly CollectionSchema[] = [
  {
    collection: 'pricelist',
    title: 'Pricelist HP & Laptop',
    noun: 'item',
    fields: [
      { name: 'brand', label: 'Brand', type: 'text', required: true, maxLength: 60 },
      { name: 'type', label: 'Tipe', type: 'text', required: true, maxLength: 120 },
      {
        name: 'kategori',
        label: 'Kategori',
        type: 'choice',
        required: true,
        options: PRICELIST_KATEGORI,
        optionLabels: { hp: 'iPhone', android: 'Android', laptop: 'Laptop', mac: 'Mac' },
      },
      { name: 'colours', label: 'Warna', type: 'list', maxLength: 200, hint: 'Pisahkan dengan koma' },
      price('baru', 'Harga Baru'),
      price('second', 'Harga Second'),
      stock,
    ],
    columns: ['type', 'brand', 'kategori', 'baru', 'second', 'stok'],
    search: ['brand', 'type', 'kategori'],
    createdAtField: 'createdAt',
    group: 'katalog',
  },
  {
    collection: 'pricelist_servisan',
    title: 'Harga Servis',
    noun: 'layanan',
    fields: [
      { name: 'type', label: 'Tipe Perangkat', type: 'text', required: true, maxLength: 120 },
      { name: 'jenis', label: 'Jenis Kerusakan', type: 'text', required: true, maxLength: 120 },
      {
        name: 'kategori',
        label: 'Kategori',
        type: 'choice',
        required: true,
        options: SERVICE_KATEGORI,
        optionLabels: { interface: 'Interface', hardware: 'Hardware', software: 'Software' },
      },
      price('biaya', 'Biaya'),
    ],
    columns: ['type', 'jenis', 'kategori', 'biaya'],
    search: ['type', 'jenis', 'kategori'],
    group: 'katalog',
  },
  {
    collection: 'sparepart',
    title: 'Sparepart',
    noun: 'sparepart',
    fields: [
      { name: 'nama', label: 'Nama', type: 'text', required: true, maxLength: 120 },
      { name: 'kategori', label: 'Kategori', type: 'text', required: true, maxLength: 60 },
      price('harga', 'Harga'),
      stock,
    ],
    columns: ['nama', 'kategori', 'harga', 'stok'],
    search: ['nama', 'kategori'],
    group: 'katalog',
  },
  {
    collection: 'aksesoris',
    title: 'Aksesoris',
    noun: 'aksesoris',
    fields: [
      { name: 'nama', label: 'Nama', type: 'text', required: true, maxLength: 120 },
      { name: 'merk', label: 'Merk', type: 'text', maxLength: 60 },
      { name: 'kategori', label: 'Kategori', type: 'text', maxLength: 60, hint: 'Kosong = Lainnya' },
      price('harga', 'Harga'),
      stock,
      { name: 'gambar', label: 'Gambar', type: 'image', maxLength: 500 },
    ],
    columns: ['nama', 'merk', 'kategori', 'harga', 'stok'],
    search: ['nama', 'merk', 'kategori'],
    group: 'katalog',
  },
  {
    collection: 'kalkulator_hp_lama',
    title: 'Kalkulator: HP Lama',
    noun: 'HP',
    fields: [
      { name: 'nama', label: 'Nama HP', type: 'text', required: true, maxLength: 120 },
      price('nilai_tukar', 'Nilai Tukar'),
    ],
    columns: ['nama', 'nilai_tukar'],
    search: ['nama'],
    group: 'katalog',
  },
  {
    collection: 'kalkulator_hp_baru',
    title: 'Kalkulator: HP Baru',
    noun: 'HP',
    fields: [
      { name: 'nama', label: 'Nama HP', type: 'text', required: true, maxLength: 120 },
      price('harga', 'Harga'),
    ],
    columns: ['nama', 'harga'],
    search: ['nama'],
    group: 'katalog',
  },
  {
    collection: 'kontak',
    title: 'Kontak Toko',
    noun: 'kontak',
    singleton: 'aktif',
    group: 'konten',
    fields: [
      { name: 'whatsapp', label: 'WhatsApp', type: 'text', maxLength: 20, hint: 'Contoh: 081234567890' },
      { name: 'instagram', label: 'Instagram', type: 'text', maxLength: 200, hint: '@akun atau URL' },
      { name: 'tiktok', label: 'TikTok', type: 'text', maxLength: 200 },
      { name: 'facebook', label: 'Facebook', type: 'text', maxLength: 200 },
      { name: 'shopee', label: 'Shopee', type: 'text', maxLength: 200 },
      { name: 'alamat', label: 'Alamat', type: 'longtext', maxLength: 300 },
      { name: 'email', label: 'E-mail', type: 'text', maxLength: 100 },
      { name: 'jam', label: 'Jam Buka', type: 'text', maxLength: 200 },
    ],
    columns: ['whatsapp', 'alamat'],
    search: ['whatsapp', 'alamat'],
  },
  {
    collection: 'promo',
    title: 'Promo Aktif',
    noun: 'promo',
    singleton: 'promo_aktif',
    group: 'konten',
    fields: [
      { name: 'judul', label: 'Judul', type: 'text', required: true, maxLength: 200 },
      {
        name: 'slider',
        label: 'Baris Slider',
        type: 'lines',
        maxLength: 1000,
        hint: 'Satu baris per kalimat',
      },
      { name: 'gambar', label: 'Gambar', type: 'image', maxLength: 500 },
    ],
    columns: ['judul'],
    search: ['judul'],
  },
  {
    collection: 'testimoni',
    title: 'Testimoni',
    noun: 'testimoni',
    group: 'konten',
    fields: [
      { name: 'nama', label: 'Nama', type: 'text', required: true, maxLength: 100 },
      { name: 'rating', label: 'Rating (0–5)', type: 'number', required: true, min: 0, max: 5, whole: true },
      { name: 'pesan', label: 'Pesan', type: 'longtext', required: true, maxLength: 1000 },
      { name: 'foto', label: 'Foto', type: 'image', maxLength: 500 },
    ],
    columns: ['nama', 'rating'],
    search: ['nama', 'pesan'],
  },
  {
    collection: 'artikel',
    title: 'Artikel (Good News)',
    noun: 'artikel',
    group: 'konten',
    fields: [
      { name: 'judul', label: 'Judul', type: 'text', required: true, maxLength: 200 },
      {
        name: 'isi',
        label: 'Isi',
        type: 'longtext',
        required: true,
        maxLength: 20000,
        hint: 'Baris kosong memisahkan paragraf.',
      },
      { name: 'cover', label: 'Cover', type: 'image', maxLength: 500 },
    ],
    columns: ['judul'],
    search: ['judul', 'isi'],
  },
];

/** Member content: only signed-in members read it (see firestore.rules). */
export const COUPON_TIPE = ['persen', 'nominal'] as const;

export const MEMBER_CONTENT: readonly CollectionSchema[] = [
  {
    collection: 'notifikasi',
    title: 'Notifikasi Member',
    noun: 'notifikasi',
    group: 'member',
    fields: [
      { name: 'judul', label: 'Judul', type: 'text', required: true, maxLength: 200 },
      { name: 'pesan', label: 'Pesan', type: 'longtext', required: true, maxLength: 1000 },
    ],
    columns: ['judul', 'pesan'],
    search: ['judul', 'pesan'],
    // The member page dates a notification by the server's time when it was sent.
    createdAtField: 'tanggal',
    newestFirst: { field: 'tanggal', label: 'Dikirim' },
    create: {
      title: 'Kirim notifikasi',
      submit: 'Kirim',
      done: 'Notifikasi terkirim.',
      lead: 'Setiap member melihatnya langsung di halaman Notifikasi.',
    },
  },
  {
    collection: 'coupons',
    title: 'Kupon Member',
    noun: 'kupon',
    group: 'member',
    fields: [
      { name: 'kode', label: 'Kode', type: 'text', required: true, maxLength: 40, hint: 'Contoh: HEMAT10' },
      { name: 'deskripsi', label: 'Deskripsi', type: 'longtext', maxLength: 500 },
      {
        name: 'tipe',
        label: 'Tipe Diskon',
        type: 'choice',
        required: true,
        options: COUPON_TIPE,
        optionLabels: { persen: 'Persen (%)', nominal: 'Nominal (Rupiah)' },
      },
      {
        name: 'nilaiDiskon',
        label: 'Nilai Diskon',
        type: 'number',
        required: true,
        min: 0,
        max: AMOUNT_MAX,
        maxWhen: { field: 'tipe', equals: 'persen', max: 100 },
        unitBy: { field: 'tipe', money: 'nominal', percent: 'persen' },
      },
      { name: 'aktif', label: 'Aktif (bisa diklaim member)', type: 'yesno' },
    ],
    columns: ['kode', 'tipe', 'nilaiDiskon', 'aktif'],
    search: ['kode', 'deskripsi'],
  },
  {
    collection: 'reward',
    title: 'Reward Member',
    noun: 'reward',
    group: 'member',
    fields: [
      { name: 'judul', label: 'Judul', type: 'text', required: true, maxLength: 200 },
      { name: 'deskripsi', label: 'Deskripsi', type: 'longtext', required: true, maxLength: 1000 },
    ],
    columns: ['judul', 'deskripsi'],
    search: ['judul', 'deskripsi'],
  },
];

/** A choice's stored value as the admin reads it: 'hp' → 'iPhone'. */
export function optionLabel(field: FieldSpec, value: string): string {
  return field.optionLabels?.[value] ?? value;
}

export function schemaOf(collection: string): CollectionSchema | undefined {
  return [...CATALOGUE, ...MEMBER_CONTENT].find((s) => s.collection === collection);
}

/**
 * What a number means: Rupiah for every number but a count (stok) or a rating;
 * a field with `unitBy` (a coupon's discount) is Rupiah or a percent by what the
 * record (`doc`) holds, and neither without it.
 */
export function unitOf(field: FieldSpec, doc?: Record<string, unknown>): 'money' | 'percent' | null {
  if (field.type !== 'number') return null;
  const by = field.unitBy;
  if (by) return doc?.[by.field] === by.money ? 'money' : doc?.[by.field] === by.percent ? 'percent' : null;
  return field.name === 'stok' || field.name === 'rating' ? null : 'money';
}

export const isMoney = (field: FieldSpec, doc?: Record<string, unknown>): boolean =>
  unitOf(field, doc) === 'money';

export function priceFields(schema: CollectionSchema): FieldSpec[] {
  return schema.fields.filter((f) => isMoney(f));
}
