// Repair tickets: servisan/{code}, which anyone holding the code reads (the
// customer's status page), and servisan_private/{code}, the customer's number,
// which only admins read. The ticket form, its validation and the history's
// labels take their limits and names from here; firestore.rules' validRepair and
// validRepairContact hold the same (tests/rules/registry.test.ts).
import { AMOUNT_MAX } from '../../config/amount';
import { PHONE_PATTERN } from '../../config/limits';
import type { StoredField } from './field';
import { limitsOf, records } from './records';

/** A ticket's cost rows: its quote, and the copy an answer keeps of it. */
const ITEM_ROWS = {
  type: 'rows',
  mayLack: true,
  // Rules have no loops: each row is written out, within a request's expression limit.
  maxItems: 10,
  of: [
    { name: 'nama', label: 'Item', type: 'text', required: true, maxLength: 300 },
    { name: 'harga', label: 'Harga', type: 'number', required: true, min: 0, max: AMOUNT_MAX },
  ],
} as const;

/** How the history names a ticket: its code and the customer's name. */
const ticketName = { fields: ['nama'], separator: ' · ', withId: true } as const;

export const servisan = records({
  collection: 'servisan',
  recorded: true,
  title: 'Tiket servis',
  recordName: ticketName,
  fields: [
    { name: 'nama', label: 'Nama pelanggan', type: 'text', required: true, maxLength: 100 },
    { name: 'perangkat', label: 'Perangkat', type: 'text', required: true, mayLack: true, maxLength: 120 },
    { name: 'keluhan', label: 'Keluhan', type: 'longtext', maxLength: 1000 },
    { name: 'tanggalMasuk', label: 'Tanggal masuk', type: 'date', mayLack: true, maxLength: 60 },
    { name: 'garansi', label: 'Garansi', type: 'text', maxLength: 200 },
    // The warranty in days from pickup (the day the status became 'Diambil'); 0: none.
    {
      name: 'garansiHari',
      label: 'Garansi (hari sejak diambil)',
      type: 'number',
      whole: true,
      min: 0,
      max: 3650,
      mayLack: true,
    },
    // The warranty's last day (00:00 WITA), kept by the admin's writes from the status,
    // the history's pickup line and garansiHari (lib/warranty.ts): what "Dalam garansi"
    // queries. None before pickup or without a warranty.
    {
      name: 'garansiSampai',
      label: 'Garansi sampai',
      type: 'time',
      mayLack: true,
      later: true,
      notInForm: true,
    },
    { ...ITEM_ROWS, name: 'itemList', label: 'Rincian biaya' },
    { name: 'total', label: 'Total', type: 'number', mayLack: true, min: 0, max: AMOUNT_MAX },
    {
      name: 'status',
      label: 'Status',
      type: 'text',
      required: true,
      mayLack: true,
      maxLength: 60,
      notInForm: true,
    },
    {
      name: 'historyPerbaikan',
      label: 'Riwayat perbaikan',
      type: 'log',
      mayLack: true,
      notInForm: true,
      // A status change or a note adds a line; a full history drops its oldest.
      maxItems: 200,
      of: [
        { name: 'tanggal', label: 'Tanggal', type: 'time' },
        { name: 'keterangan', label: 'Keterangan', type: 'text', required: true, maxLength: 300 },
      ],
    },
    { name: 'createdAt', label: 'Tanggal dibuat', type: 'time', once: true, notInForm: true },
    // The intake checklist the receipt prints: the device's condition, what was handed
    // over, and whether a passcode was given (yes or no: the passcode itself never).
    { name: 'cekLayar', label: 'Layar normal', type: 'yesno', mayLack: true },
    { name: 'cekBodi', label: 'Bodi mulus', type: 'yesno', mayLack: true },
    { name: 'cekTombol', label: 'Tombol berfungsi', type: 'yesno', mayLack: true },
    { name: 'cekKamera', label: 'Kamera berfungsi', type: 'yesno', mayLack: true },
    { name: 'adaCharger', label: 'Charger', type: 'yesno', mayLack: true },
    { name: 'adaDus', label: 'Dus', type: 'yesno', mayLack: true },
    { name: 'adaSimTray', label: 'Tray SIM', type: 'yesno', mayLack: true },
    { name: 'adaCase', label: 'Case', type: 'yesno', mayLack: true },
    { name: 'sandiDiberikan', label: 'Kode sandi diberikan', type: 'yesno', mayLack: true },
    // The customer's answer to the quote, written from /cek-servisan (never by staff):
    // the answer, the server's time of it, and a copy of the total and the items as
    // the customer saw them (the rules hold the copy to the stored quote). While it
    // stands the quote cannot change; a new quote moves it to riwayatPersetujuan.
    {
      name: 'persetujuan',
      label: 'Persetujuan biaya',
      type: 'choice',
      options: ['setuju', 'tolak'],
      optionLabels: { setuju: 'Disetujui', tolak: 'Ditolak' },
      mayLack: true,
      later: true,
      notInForm: true,
    },
    {
      name: 'persetujuanWaktu',
      label: 'Waktu persetujuan',
      type: 'time',
      mayLack: true,
      later: true,
      notInForm: true,
    },
    {
      name: 'persetujuanTotal',
      label: 'Total yang dijawab',
      type: 'number',
      min: 0,
      max: AMOUNT_MAX,
      mayLack: true,
      later: true,
      notInForm: true,
    },
    {
      ...ITEM_ROWS,
      name: 'persetujuanItemList',
      label: 'Rincian yang dijawab',
      later: true,
      notInForm: true,
    },
    // The answers a new quote replaced, oldest first: each answer with its time and
    // the amount it answered (a refusal stays on record after "Minta persetujuan lagi").
    {
      name: 'riwayatPersetujuan',
      label: 'Jawaban biaya sebelumnya',
      type: 'log',
      mayLack: true,
      later: true,
      notInForm: true,
      maxItems: 20,
      of: [
        { name: 'persetujuan', label: 'Jawaban', type: 'choice', options: ['setuju', 'tolak'] },
        { name: 'waktu', label: 'Waktu', type: 'time' },
        { name: 'total', label: 'Total', type: 'number', min: 0, max: AMOUNT_MAX },
      ],
    },
    // What was paid for it at the till (Kasir): { jumlah: the sum of its sales so far,
    // penjualan: the latest sale's id }, written only in that sale's transaction.
    { name: 'dibayar', label: 'Dibayar di kasir', type: 'map', mayLack: true, later: true, notInForm: true },
  ],
});

export const servisanPrivate = records({
  collection: 'servisan_private',
  title: 'Tiket servis',
  recordName: ticketName,
  fields: [
    // '' when the customer gave none.
    { name: 'whatsapp', label: 'WhatsApp pelanggan', type: 'text', maxLength: 20, pattern: PHONE_PATTERN },
    // The device's IMEI or serial: the receipt prints it; never on the public ticket.
    {
      name: 'imei',
      label: 'IMEI / nomor seri',
      type: 'text',
      maxLength: 40,
      pattern: /^[A-Za-z0-9 .-]*$/,
      mayLack: true,
    },
  ],
});

const field = (name: string): StoredField | undefined => servisan.fields.find((f) => f.name === name);

/** The ticket form's limits (the number's is servisan_private's). */
export const REPAIR_TICKET_LIMITS = {
  ...limitsOf(servisan, ['nama', 'perangkat', 'keluhan', 'garansi', 'status']),
  ...limitsOf(servisanPrivate, ['whatsapp', 'imei']),
};

/** What a device's IMEI or serial may hold (servisan_private's imei). */
export const IMEI_PATTERN: RegExp = servisanPrivate.fields[1].pattern;

/** Most rows a ticket's itemList holds, and most characters of a row's nama or a history line. */
export const REPAIR_ITEMS_MAX = field('itemList')?.maxItems ?? 0;
export const REPAIR_LINE_MAX = field('itemList')?.of?.[0]?.maxLength ?? 0;
/** The intake checklist's parts: the device's condition, what was handed over, the passcode's yes/no. */
export const INTAKE_CONDITION = ['cekLayar', 'cekBodi', 'cekTombol', 'cekKamera'] as const;
export const INTAKE_HANDED_OVER = ['adaCharger', 'adaDus', 'adaSimTray', 'adaCase'] as const;
export const INTAKE_PASSCODE = 'sandiDiberikan';
export const INTAKE_FIELDS = [...INTAKE_CONDITION, ...INTAKE_HANDED_OVER, INTAKE_PASSCODE] as const;
export type IntakeField = (typeof INTAKE_FIELDS)[number];
/** Each checklist item as the form and the receipt name it. */
export const INTAKE_LABELS = Object.fromEntries(
  INTAKE_FIELDS.map((n) => [n, field(n)?.label ?? n]),
) as Record<IntakeField, string>;

/** The stored warranty end, kept by every admin write of a ticket (tickets/warranty-end.ts). */
export const WARRANTY_END_FIELD = 'garansiSampai';
/** Most days of warranty a ticket records (garansiHari). */
export const WARRANTY_DAYS_MAX = field('garansiHari')?.max ?? 0;
/** Most lines a ticket's historyPerbaikan holds (a status change or a note adds one). */
export const REPAIR_HISTORY_MAX = field('historyPerbaikan')?.maxItems ?? 0;

/** The customer's answer to a quote: written from /cek-servisan only, moved to the log by a new quote. */
export const QUOTE_ANSWER_FIELDS = [
  'persetujuan',
  'persetujuanWaktu',
  'persetujuanTotal',
  'persetujuanItemList',
] as const;
/** The answers new quotes replaced, each with its time and amount (firestore.rules: requotes). */
export const QUOTE_LOG_FIELD = 'riwayatPersetujuan';
/** Most earlier answers a ticket keeps: a full log drops its oldest. */
export const QUOTE_LOG_MAX = field(QUOTE_LOG_FIELD)?.maxItems ?? 0;

/** The ticket fields the edit form writes: another admin's change to any of them is a conflict. */
export const TICKET_FORM_FIELDS = servisan.fields.filter((f) => !('notInForm' in f)).map((f) => f.name);

/**
 * Each ticket field by the form's label, the customer's number after their name,
 * in the form's order: the history's words (the server's dates read as any record's).
 */
export const TICKET_LABELS: Record<string, string> = Object.fromEntries(
  [servisan.fields[0], ...servisanPrivate.fields, ...servisan.fields.slice(1)]
    .filter((f) => f.type !== 'time')
    .map((f) => [f.name, f.label]),
);
