// The ticket form, pure and tested: the form's text → the stored fields (or a reason
// per field, in Indonesian), and the total.
import { formatRupiah } from '../../../lib/currency';
import { AMOUNT_MAX, PHONE_PATTERN } from '../../../config/limits';
import {
  REPAIR_ITEMS_MAX,
  REPAIR_LINE_MAX,
  REPAIR_TICKET_LIMITS as LIMITS,
  IMEI_PATTERN,
  INTAKE_FIELDS,
  WARRANTY_DAYS_MAX,
  type IntakeField,
} from '../../../firebase/specs/servisan';
import { historyWithAnswer } from '../../../firebase/specs/servisan.answer';
import { toRepairRecord } from '../../../firebase/specs/servisan.read';
import type { Plain, PlainDoc } from '../../../firebase/plain';
import type { RepairItem, RepairRecord } from '../../../firebase/types';
import { moneyText } from '../core/money';
import { MESSAGES, parseAmount } from '../core/validate';
import { formatWeekdayDate, witaDate, witaIsoDay } from '../../../lib/dates';
import { storedWarrantyEnd } from './warranty-end';

/** The intake checklist, item by item (false when not ticked or not recorded). */
export type Intake = Record<IntakeField, boolean>;

/**
 * A ticket as the admin reads it: what the customer sees, the intake checklist,
 * and the stored warranty end "Dalam garansi" goes by (warranty-end.ts).
 */
export type Ticket = RepairRecord & { intake?: Intake; garansiSampai?: Date };

export const readIntake = (data: Plain): Intake =>
  Object.fromEntries(INTAKE_FIELDS.map((f) => [f, data[f] === true])) as Intake;

/**
 * A stored ticket as the admin's screens read it; a ticket from before the
 * checklist has none (the receipt then prints none, rather than every box empty).
 */
export function toTicket(doc: PlainDoc): Ticket {
  const record = toRepairRecord(doc);
  const end = storedWarrantyEnd(doc.data);
  return {
    ...record,
    historyPerbaikan: historyWithAnswer(record, doc.data),
    ...(INTAKE_FIELDS.some((f) => f in doc.data) && { intake: readIntake(doc.data) }),
    ...(end && { garansiSampai: end }),
  };
}
export type { RepairItem };

export interface ItemDraft {
  nama: string;
  harga: string;
}

/** What the ticket form holds: text, as typed. */
export interface TicketDraft {
  nama: string;
  whatsapp: string;
  /** The device's IMEI or serial (admin-only, servisan_private); '' is none. */
  imei: string;
  perangkat: string;
  keluhan: string;
  /** yyyy-mm-dd; on an edit, '' keeps what is stored (an old ticket's date may be text). */
  tanggalMasuk: string;
  garansi: string;
  /** Whole days of warranty from pickup; '' is none. */
  garansiHari: string;
  items: ItemDraft[];
  intake: Intake;
}

/** The public document's fields the form writes (servisan/{code}). */
export interface TicketFields {
  nama: string;
  perangkat: string;
  keluhan: string;
  /** Left out: the stored date stays. */
  tanggalMasuk?: Date;
  garansi: string;
  /** Days of warranty from pickup (0: none). */
  garansiHari: number;
  itemList: RepairItem[];
  total: number;
  /** The intake checklist, each item stored as its own yes/no field. */
  intake: Intake;
}

/** The fields as stored: the checklist's items each a field of their own. */
export function storedTicketFields({ intake, ...rest }: TicketFields): Plain {
  return { ...rest, ...intake };
}

export type TicketCheck =
  | { ok: true; fields: TicketFields; whatsapp: string; imei: string }
  | { ok: false; errors: Record<string, string> };

export const TICKET_MESSAGES = {
  whatsapp: 'Nomor WhatsApp hanya angka, spasi dan + - ( ), 6–20 karakter.',
  imei: `IMEI / nomor seri hanya huruf, angka, spasi, titik dan tanda hubung, maksimal ${LIMITS.imei} karakter.`,
  date: 'Pilih tanggal masuk.',
  itemName: 'Isi nama item, atau kosongkan baris ini.',
  tooManyItems: `Maksimal ${REPAIR_ITEMS_MAX} item.`,
  totalTooHigh: `Total tidak boleh lebih dari ${formatRupiah(AMOUNT_MAX)}.`,
  warrantyDays: `Isi jumlah hari, 0–${WARRANTY_DAYS_MAX}.`,
} as const;

export const itemField = (i: number, f: keyof ItemDraft) => `item-${i}-${f}`;

/** yyyy-mm-dd of the day `d` in Bali (what the date input holds), whatever the phone's time zone. */
export const dateInput = witaIsoDay;

/**
 * The day a date input holds, in Indonesian words ('Jumat, 27 Nov 2026'), or null: the
 * input itself writes it as the phone's language does (11/27/2026 on an English phone).
 */
export function dayInWords(input: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  return m ? formatWeekdayDate(witaDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)) : null;
}

export function emptyDraft(now: Date): TicketDraft {
  return {
    nama: '',
    whatsapp: '',
    imei: '',
    perangkat: '',
    keluhan: '',
    tanggalMasuk: dateInput(now),
    garansi: '',
    garansiHari: '',
    items: [{ nama: '', harga: '' }],
    intake: readIntake({}),
  };
}

/** A stored ticket as the edit form shows it. */
export function draftFrom(t: Ticket, whatsapp: string, imei = ''): TicketDraft {
  return {
    nama: t.nama,
    whatsapp,
    imei,
    perangkat: t.perangkat,
    keluhan: t.keluhan,
    tanggalMasuk: t.tanggalMasuk ? dateInput(t.tanggalMasuk) : '',
    garansi: t.garansi,
    garansiHari: t.garansiHari > 0 ? String(t.garansiHari) : '',
    items: t.itemList.length
      ? t.itemList.map((i) => ({ nama: i.nama, harga: moneyText(i.harga) }))
      : [{ nama: '', harga: '' }],
    intake: t.intake ?? readIntake({}),
  };
}

/**
 * The date stored for the day picked: the stored date itself when the day did not
 * change (its time stays), now when it is today (when the phone came in), else
 * midday of that day (WITA's midday).
 */
export function entryDate(input: string, stored: Date | null, now: Date): Date | undefined {
  if (!input) return undefined;
  if (stored && dateInput(stored) === input) return stored;
  if (input === dateInput(now)) return now;
  const [y, m, d] = input.split('-').map(Number);
  return witaDate(y!, m! - 1, d!, 12);
}

export function ticketTotal(items: readonly RepairItem[]): number {
  return items.reduce((sum, i) => sum + i.harga, 0);
}

function checkItems(items: readonly ItemDraft[], errors: Record<string, string>): RepairItem[] {
  const kept: RepairItem[] = [];
  items.forEach((row, i) => {
    const nama = row.nama.trim();
    const hargaText = row.harga.trim();
    if (!nama && !hargaText) return; // an empty row is no item
    if (!nama) errors[itemField(i, 'nama')] = TICKET_MESSAGES.itemName;
    else if (nama.length > REPAIR_LINE_MAX) errors[itemField(i, 'nama')] = MESSAGES.tooLong(REPAIR_LINE_MAX);
    const harga = hargaText ? parseAmount(hargaText) : 0;
    if (harga === null) errors[itemField(i, 'harga')] = MESSAGES.number;
    else if (harga < 0) errors[itemField(i, 'harga')] = MESSAGES.min(0);
    else if (harga > AMOUNT_MAX) errors[itemField(i, 'harga')] = MESSAGES.max(AMOUNT_MAX);
    kept.push({ nama, harga: harga ?? 0 });
  });
  if (kept.length > REPAIR_ITEMS_MAX) errors.items = TICKET_MESSAGES.tooManyItems;
  // firestore.rules bound the stored total as every amount.
  else if (ticketTotal(kept) > AMOUNT_MAX) errors.items = TICKET_MESSAGES.totalTooHigh;
  return kept;
}

/**
 * The form's text → the fields firestore.rules accepts, or why not. `stored` is the
 * ticket's current date on an edit (null when creating: a date is then required).
 */
export function checkTicket(
  draft: TicketDraft,
  now: Date,
  stored: { date: Date | null } | null,
): TicketCheck {
  const errors: Record<string, string> = {};
  const text = (field: keyof typeof LIMITS & keyof TicketDraft, required: boolean): string => {
    const v = String(draft[field]).trim();
    if (required && !v) errors[field] = MESSAGES.required;
    else if (v.length > LIMITS[field]) errors[field] = MESSAGES.tooLong(LIMITS[field]);
    return v;
  };
  const nama = text('nama', true);
  const perangkat = text('perangkat', true);
  const keluhan = text('keluhan', true);
  const garansi = text('garansi', false);
  const daysText = draft.garansiHari.trim();
  const garansiHari = daysText ? Number(daysText) : 0;
  if (!/^\d{0,4}$/.test(daysText) || garansiHari > WARRANTY_DAYS_MAX)
    errors.garansiHari = TICKET_MESSAGES.warrantyDays;
  const whatsapp = draft.whatsapp.trim();
  if (whatsapp && !PHONE_PATTERN.test(whatsapp)) errors.whatsapp = TICKET_MESSAGES.whatsapp;
  const imei = draft.imei.trim();
  if (imei.length > LIMITS.imei || !IMEI_PATTERN.test(imei)) errors.imei = TICKET_MESSAGES.imei;
  if (!draft.tanggalMasuk && !stored) errors.tanggalMasuk = TICKET_MESSAGES.date;
  const itemList = checkItems(draft.items, errors);
  if (Object.keys(errors).length) return { ok: false, errors };
  const fields: TicketFields = {
    nama,
    perangkat,
    keluhan,
    garansi,
    garansiHari,
    itemList,
    total: ticketTotal(itemList),
    intake: draft.intake,
  };
  const date = entryDate(draft.tanggalMasuk, stored?.date ?? null, now);
  if (date) fields.tanggalMasuk = date;
  return { ok: true, fields, whatsapp, imei };
}
