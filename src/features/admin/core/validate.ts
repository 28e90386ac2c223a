// Form and CSV input (text) → a document the rules accept, or a reason per field
// in Indonesian. Pure: the form, the CSV dry run and the bulk change share it.
import { formatRupiah } from '../../../lib/currency';
import { isIsoDay } from '../../../lib/dates';
import { unknownPlaceholders } from '../../../lib/message-template';
import { IMAGE_FOLDERS } from './data/image-upload';
import { optionLabel, type CollectionSchema, type FieldSpec } from './schema';

export type Value = string | number | boolean | string[];
export type Row = Record<string, Value>;

/**
 * Refusals the schema cannot know (a deduction above its phone's value, a second
 * deduction for the same answer and phone), by field, after its own checks pass.
 * An import names the row checked: its record's id ('' for a new one) and its label.
 */
export type RecordCheck = (data: Row, row?: { id: string; label: string }) => Record<string, string>;

export type Checked = { ok: true; data: Row } | { ok: false; errors: Record<string, string> };

export const MESSAGES = {
  required: 'Wajib diisi.',
  number: 'Harus berupa angka, misalnya 1500000 atau 1.500.000.',
  min: (min: number) => `Tidak boleh kurang dari ${min}.`,
  max: (max: number) => `Tidak boleh lebih dari ${max}.`,
  whole: 'Harus bilangan bulat.',
  tooLong: (max: number) => `Maksimal ${max} karakter.`,
  choice: (field: FieldSpec) =>
    `Pilih salah satu: ${(field.options ?? []).map((o) => optionLabel(field, o)).join(', ')}.`,
  yesno: 'Isi dengan ya atau tidak.',
  image: 'Unggah gambar, atau tempel alamat gambar yang diawali https://.',
  day: 'Pilih tanggal, atau tulis seperti 2026-12-31.',
  overValue: (phone: string, value: number) =>
    `Tidak boleh lebih dari nilai tukar ${phone}: ${formatRupiah(value)}.`,
  overEvery: (phone: string, value: number) =>
    `Untuk semua HP, tidak boleh lebih dari nilai tukar HP termahal (${phone}: ${formatRupiah(value)}); potongan sebesar ini menghabiskan nilai tukar semua HP.`,
  notListed: (name: string, list: string) =>
    `"${name}" tidak ada di ${list}. Pilih dari daftar, atau kosongkan untuk semua HP.`,
  sameDeduction: (what: string, phone: string, where: string) =>
    `Potongan ${what} untuk ${phone} sudah ada${where}. Ubah potongan yang sudah ada itu, atau pilih kondisi atau HP lain.`,
  placeholder: (unknown: readonly string[], known: readonly string[]) =>
    `Tanda ${unknown.map((p) => `{${p}}`).join(', ')} tidak dikenal. Pakai: ${known.map((p) => `{${p}}`).join(', ')}.`,
} as const;

/**
 * '1.500.000', 'Rp 1.500.000', '1 500 000' and '1500000' are all 1500000: the
 * shop writes thousands with dots. A comma or a dot followed by other than three
 * digits is not a whole rupiah amount.
 */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/^rp\.?\s*/i, '');
  if (/^-?\d+$/.test(t)) return Number(t);
  if (/^-?\d{1,3}([. ]\d{3})+$/.test(t)) return Number(t.replace(/[. ]/g, ''));
  return null;
}

/** An image field: a full https URL, a site path, or a Storage path in a folder storage.rules serves. */
const IMAGE = new RegExp(`^(https://\\S+|/img/\\S+|(${IMAGE_FOLDERS.join('|')})/[\\w\\-./]+)$`);

export function isImageValue(text: string): boolean {
  return IMAGE.test(text.trim());
}

const YES = ['true', 'ya', 'yes', '1'];
const NO = ['', 'false', 'tidak', 'no', '0'];

function checkField(field: FieldSpec, raw: Value | undefined): { value?: Value; error?: string } {
  if (field.type === 'yesno') {
    if (typeof raw === 'boolean') return { value: raw };
    const text = String(raw ?? '')
      .trim()
      .toLowerCase();
    if (YES.includes(text)) return { value: true };
    if (NO.includes(text)) return { value: false };
    return { error: MESSAGES.yesno };
  }
  if (field.type === 'number') {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
    if (!text.trim()) return field.required ? { error: MESSAGES.required } : { value: 0 };
    const n = typeof raw === 'number' ? raw : parseAmount(text);
    if (n === null || !Number.isFinite(n)) return { error: MESSAGES.number };
    if (field.min !== undefined && n < field.min) return { error: MESSAGES.min(field.min) };
    if (field.max !== undefined && n > field.max) return { error: MESSAGES.max(field.max) };
    if (field.whole && !Number.isInteger(n)) return { error: MESSAGES.whole };
    return { value: n };
  }
  if (field.type === 'list' || field.type === 'lines') {
    const separator = field.type === 'lines' ? /\r?\n/ : ',';
    const items = (Array.isArray(raw) ? raw : String(raw ?? '').split(separator))
      .map((s) => s.trim())
      .filter(Boolean);
    if (field.required && items.length === 0) return { error: MESSAGES.required };
    if (field.maxLength !== undefined && items.join(', ').length > field.maxLength)
      return { error: MESSAGES.tooLong(field.maxLength) };
    return { value: items };
  }
  const text = String(raw ?? '').trim();
  if (!text) return field.required ? { error: MESSAGES.required } : { value: '' };
  if (field.day && !isIsoDay(text)) return { error: MESSAGES.day };
  if (field.maxLength !== undefined && text.length > field.maxLength)
    return { error: MESSAGES.tooLong(field.maxLength) };
  if (field.type === 'choice') {
    // The stored value or its label ('iPhone' for hp: a CSV written by hand).
    const wanted = text.toLowerCase();
    const known = field.options?.find(
      (o) => o.toLowerCase() === wanted || field.optionLabels?.[o]?.toLowerCase() === wanted,
    );
    return known ? { value: known } : { error: MESSAGES.choice(field) };
  }
  if (field.type === 'image' && !IMAGE.test(text)) return { error: MESSAGES.image };
  const unknown = field.placeholders ? unknownPlaceholders(text, field.placeholders) : [];
  if (unknown.length) return { error: MESSAGES.placeholder(unknown, field.placeholders!) };
  return { value: text };
}

/** Every field of the schema checked; the data holds exactly the schema's fields. */
export function validateRecord(schema: CollectionSchema, input: Record<string, Value | undefined>): Checked {
  const data: Row = {};
  const errors: Record<string, string> = {};
  for (const field of schema.fields) {
    const { value, error } = checkField(field, input[field.name]);
    if (error) errors[field.name] = error;
    else if (value !== undefined) data[field.name] = value;
  }
  // A bound that depends on another field: a percent discount is at most 100.
  for (const field of schema.fields) {
    const when = field.maxWhen;
    const value = data[field.name];
    if (when && data[when.field] === when.equals && typeof value === 'number' && value > when.max)
      errors[field.name] = MESSAGES.max(when.max);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}
