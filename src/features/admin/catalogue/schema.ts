// How the admin shows each collection: the list's heading, columns and search,
// over the collection's spec (src/firebase/specs), whose fields give the form, the
// CSV columns and the validation. firestore.rules holds every collection's
// documents to exactly the spec's fields and limits (tests/rules/schema.test.ts).
import * as spec from '../../../firebase/specs';
import type { CollectionSpec, FieldName, FieldSpec } from '../../../firebase/specs';

export type { FieldSpec, FieldType } from '../../../firebase/specs';

interface AdminView<S extends CollectionSpec> {
  /** The list's heading: 'Pricelist HP & Laptop'. */
  title: string;
  /** A record's name in a sentence: 'item', 'aksesoris'. */
  noun: string;
  /** Fields shown as list columns, in order; the first names the row. */
  columns: readonly FieldName<S>[];
  /** Fields the list's search looks in. */
  search: readonly FieldName<S>[];
  /** 'katalog' (prices and stock), 'konten' (what the pages say) or 'member' (what members see). */
  group: 'katalog' | 'konten' | 'member';
  /**
   * The list's order when not by its first column: newest first by this date field
   * (set by the server on creation), each row dated with `label` ('Dikirim').
   */
  newestFirst?: { field: S['createdAtField'] & string; label: string };
  /** A new record's words where 'Tambah …' and 'Simpan' would mislead: a notification is sent. */
  create?: { title: string; submit: string; done: string; lead: string };
}

export type CollectionSchema = CollectionSpec & AdminView<CollectionSpec>;

/** A spec with its admin view; the columns and search must name the spec's fields. */
const view = <S extends CollectionSpec>(s: S, v: AdminView<S>): CollectionSchema => ({ ...s, ...v });

export const CATALOGUE: readonly CollectionSchema[] = [
  view(spec.pricelist, {
    title: 'Pricelist HP & Laptop',
    noun: 'item',
    columns: ['type', 'brand', 'kategori', 'baru', 'second', 'stok'],
    search: ['brand', 'type', 'kategori'],
    group: 'katalog',
  }),
  view(spec.pricelistServisan, {
    title: 'Harga Servis',
    noun: 'layanan',
    columns: ['type', 'jenis', 'kategori', 'biaya'],
    search: ['type', 'jenis', 'kategori'],
    group: 'katalog',
  }),
  view(spec.sparepart, {
    title: 'Sparepart',
    noun: 'sparepart',
    columns: ['nama', 'kategori', 'harga', 'stok'],
    search: ['nama', 'kategori'],
    group: 'katalog',
  }),
  view(spec.aksesoris, {
    title: 'Aksesoris',
    noun: 'aksesoris',
    columns: ['nama', 'merk', 'kategori', 'harga', 'stok'],
    search: ['nama', 'merk', 'kategori'],
    group: 'katalog',
  }),
  view(spec.kalkulatorHpLama, {
    title: 'Kalkulator: HP Lama',
    noun: 'HP',
    columns: ['nama', 'nilai_tukar'],
    search: ['nama'],
    group: 'katalog',
  }),
  view(spec.kalkulatorHpBaru, {
    title: 'Kalkulator: HP Baru',
    noun: 'HP',
    columns: ['nama', 'harga'],
    search: ['nama'],
    group: 'katalog',
  }),
  view(spec.kontak, {
    title: 'Kontak Toko',
    noun: 'kontak',
    group: 'konten',
    columns: ['whatsapp', 'alamat'],
    search: ['whatsapp', 'alamat'],
  }),
  view(spec.promo, {
    title: 'Promo Aktif',
    noun: 'promo',
    group: 'konten',
    columns: ['judul'],
    search: ['judul'],
  }),
  view(spec.testimoni, {
    title: 'Testimoni',
    noun: 'testimoni',
    group: 'konten',
    columns: ['nama', 'rating'],
    search: ['nama', 'pesan'],
  }),
  view(spec.artikel, {
    title: 'Artikel (Good News)',
    noun: 'artikel',
    group: 'konten',
    columns: ['judul'],
    search: ['judul', 'isi'],
  }),
];

/** Member content: only signed-in members read it (see firestore.rules). */
export const MEMBER_CONTENT: readonly CollectionSchema[] = [
  view(spec.notifikasi, {
    title: 'Notifikasi Member',
    noun: 'notifikasi',
    group: 'member',
    columns: ['judul', 'pesan'],
    search: ['judul', 'pesan'],
    newestFirst: { field: 'tanggal', label: 'Dikirim' },
    create: {
      title: 'Kirim notifikasi',
      submit: 'Kirim',
      done: 'Notifikasi terkirim.',
      lead: 'Setiap member melihatnya langsung di halaman Notifikasi.',
    },
  }),
  view(spec.coupons, {
    title: 'Kupon Member',
    noun: 'kupon',
    group: 'member',
    columns: ['kode', 'tipe', 'nilaiDiskon', 'aktif'],
    search: ['kode', 'deskripsi'],
  }),
  view(spec.reward, {
    title: 'Reward Member',
    noun: 'reward',
    group: 'member',
    columns: ['judul', 'deskripsi'],
    search: ['judul', 'deskripsi'],
  }),
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
