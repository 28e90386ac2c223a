// Repair tickets, pure and tested: the form's text → the stored fields (or a
// reason per field, in Indonesian), the total, the history a status change or a
// note appends, the list's order and filters, and the customer's WhatsApp message.
import { whatsAppLink } from '../../../lib/chat';
import { formatRupiah } from '../../../lib/currency';
import { COLLECTED_STATUS, normaliseStatus, READY_STATUS } from '../../../lib/repair-status';
import { matchesQuery } from '../../../lib/text';
import { AMOUNT_MAX, PHONE_PATTERN } from '../../../config/limits';
import {
  REPAIR_HISTORY_MAX,
  REPAIR_ITEMS_MAX,
  REPAIR_LINE_MAX,
  REPAIR_TICKET_LIMITS as LIMITS,
} from '../../../firebase/specs/servisan';
import type { RepairItem, RepairRecord } from '../../../firebase/types';
import { moneyText } from '../catalogue/money';
import { MESSAGES, parseAmount } from '../catalogue/validate';

export type Ticket = RepairRecord;
export type { RepairItem };

export interface ItemDraft {
  nama: string;
  harga: string;
}

/** What the ticket form holds: text, as typed. */
export interface TicketDraft {
  nama: string;
  whatsapp: string;
  perangkat: string;
  keluhan: string;
  /** yyyy-mm-dd; on an edit, '' keeps what is stored (an old ticket's date may be text). */
  tanggalMasuk: string;
  garansi: string;
  items: ItemDraft[];
}

/** The public document's fields the form writes (servisan/{code}). */
export interface TicketFields {
  nama: string;
  perangkat: string;
  keluhan: string;
  /** Left out: the stored date stays. */
  tanggalMasuk?: Date;
  garansi: string;
  itemList: RepairItem[];
  total: number;
}

export type TicketCheck =
  { ok: true; fields: TicketFields; whatsapp: string } | { ok: false; errors: Record<string, string> };

export const TICKET_MESSAGES = {
  whatsapp: 'Nomor WhatsApp hanya angka, spasi dan + - ( ), 6–20 karakter.',
  date: 'Pilih tanggal masuk.',
  itemName: 'Isi nama item, atau kosongkan baris ini.',
  tooManyItems: `Maksimal ${REPAIR_ITEMS_MAX} item.`,
  totalTooHigh: `Total tidak boleh lebih dari ${formatRupiah(AMOUNT_MAX)}.`,
} as const;

export const itemField = (i: number, f: keyof ItemDraft) => `item-${i}-${f}`;

/** yyyy-mm-dd of the day `d` in the admin's own time zone (what a date input shows). */
export function dateInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export function emptyDraft(now: Date): TicketDraft {
  return {
    nama: '',
    whatsapp: '',
    perangkat: '',
    keluhan: '',
    tanggalMasuk: dateInput(now),
    garansi: '',
    items: [{ nama: '', harga: '' }],
  };
}

/** A stored ticket as the edit form shows it. */
export function draftFrom(t: Ticket, whatsapp: string): TicketDraft {
  return {
    nama: t.nama,
    whatsapp,
    perangkat: t.perangkat,
    keluhan: t.keluhan,
    tanggalMasuk: t.tanggalMasuk ? dateInput(t.tanggalMasuk) : '',
    garansi: t.garansi,
    items: t.itemList.length
      ? t.itemList.map((i) => ({ nama: i.nama, harga: moneyText(i.harga) }))
      : [{ nama: '', harga: '' }],
  };
}

/**
 * The date stored for the day picked: the stored date itself when the day did not
 * change (its time stays), now when it is today (when the phone came in), else
 * midday of that day (no time zone can move it to another day).
 */
export function entryDate(input: string, stored: Date | null, now: Date): Date | undefined {
  if (!input) return undefined;
  if (stored && dateInput(stored) === input) return stored;
  if (input === dateInput(now)) return now;
  const [y, m, d] = input.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 12);
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
  const whatsapp = draft.whatsapp.trim();
  if (whatsapp && !PHONE_PATTERN.test(whatsapp)) errors.whatsapp = TICKET_MESSAGES.whatsapp;
  if (!draft.tanggalMasuk && !stored) errors.tanggalMasuk = TICKET_MESSAGES.date;
  const itemList = checkItems(draft.items, errors);
  if (Object.keys(errors).length) return { ok: false, errors };
  const fields: TicketFields = { nama, perangkat, keluhan, garansi, itemList, total: ticketTotal(itemList) };
  const date = entryDate(draft.tanggalMasuk, stored?.date ?? null, now);
  if (date) fields.tanggalMasuk = date;
  return { ok: true, fields, whatsapp };
}

/** One line of a ticket's history as stored: the customer sees "23 November 2026 – Sedang diservice". */
export interface HistoryLine {
  tanggal: Date;
  keterangan: string;
}

/**
 * The stored history with one line more. Old tickets keep theirs as one text of
 * lines: it becomes a list of those lines (the status page reads both). The
 * oldest lines go when the list would pass what the rules allow.
 */
export function withHistoryLine(stored: unknown, line: HistoryLine): unknown[] {
  const before: unknown[] = Array.isArray(stored)
    ? stored
    : typeof stored === 'string'
      ? stored
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  return [...before, line].slice(-REPAIR_HISTORY_MAX);
}

// ── The list ──

export type TicketGroup = 'siap' | 'masuk' | 'diservice' | 'lainnya' | 'diambil';
export type OpenGroup = Exclude<TicketGroup, 'diambil'>;

/** Ready for pickup first: those customers are waiting. */
export const GROUP_ORDER: readonly TicketGroup[] = ['siap', 'masuk', 'diservice', 'lainnya', 'diambil'];

export const GROUP_LABEL: Record<TicketGroup, string> = {
  siap: 'Siap diambil',
  masuk: 'Masuk',
  diservice: 'Sedang diservice',
  lainnya: 'Status lain',
  diambil: 'Sudah diambil',
};

const GROUP_OF: Record<string, TicketGroup> = {
  [normaliseStatus(READY_STATUS)]: 'siap',
  masuk: 'masuk',
  'sedang diservice': 'diservice',
  [normaliseStatus(COLLECTED_STATUS)]: 'diambil',
};

export function groupOf(status: string): TicketGroup {
  return GROUP_OF[normaliseStatus(status)] ?? 'lainnya';
}

/** The list's filter: every open ticket, or one group. */
export type TicketFilter = 'terbuka' | TicketGroup;

export function filterFrom(param: string | null): TicketFilter {
  return (GROUP_ORDER as readonly string[]).includes(param ?? '') ? (param as TicketGroup) : 'terbuka';
}

/** Ready first, then along the flow; newest first within a group (undated last). */
export function sortTickets(tickets: readonly Ticket[]): Ticket[] {
  const rank = (t: Ticket) => GROUP_ORDER.indexOf(groupOf(t.status));
  return [...tickets].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (b.tanggalMasuk?.getTime() ?? -Infinity) - (a.tanggalMasuk?.getTime() ?? -Infinity) ||
      a.code.localeCompare(b.code),
  );
}

export function countByGroup(tickets: readonly Ticket[]): Record<TicketGroup, number> {
  const counts: Record<TicketGroup, number> = { siap: 0, masuk: 0, diservice: 0, lainnya: 0, diambil: 0 };
  for (const t of tickets) counts[groupOf(t.status)]++;
  return counts;
}

/** The tickets a filter and a search (code, name or device) show, in the list's order. */
export function shownTickets(tickets: readonly Ticket[], filter: TicketFilter, search: string): Ticket[] {
  return sortTickets(
    tickets.filter(
      (t) =>
        (filter === 'terbuka' ? groupOf(t.status) !== 'diambil' : groupOf(t.status) === filter) &&
        matchesQuery(search, t.code, t.nama, t.perangkat),
    ),
  );
}

// ── The customer's WhatsApp ──

/** The page a customer checks their repair on. */
export function statusLink(origin: string, code: string): string {
  return `${origin}/cek-servisan?kode=${encodeURIComponent(code)}`;
}

type MessageTicket = Pick<Ticket, 'code' | 'nama' | 'perangkat' | 'total' | 'garansi'>;

/** How every message to the customer greets them and names their device. */
function greeting(t: Pick<Ticket, 'nama' | 'perangkat'>): { halo: string; unit: string } {
  return {
    halo: `Halo ${t.nama.trim() || 'Kak'},`,
    unit: t.perangkat.trim() ? `unit ${t.perangkat.trim()}` : 'unit',
  };
}

/** The message for the ticket's new status, with the code and the link to follow it. */
export function statusMessage(t: MessageTicket, status: string, link: string): string {
  const { halo, unit } = greeting(t);
  const follow = `Kode servisan: ${t.code}. Cek status: ${link}`;
  switch (groupOf(status)) {
    case 'masuk':
      return `${halo} ${unit} Anda sudah kami terima untuk diservis di ONE GADGET. ${follow}`;
    case 'diservice':
      return `${halo} ${unit} Anda sedang diservis oleh teknisi ONE GADGET. ${follow}`;
    case 'siap':
      return `${halo} servis ${unit} Anda sudah selesai dan siap diambil di ONE GADGET. Total biaya: ${formatRupiah(t.total)}. ${follow}`;
    case 'diambil': {
      const garansi = t.garansi.trim() ? ` ${t.garansi.trim()}.` : '';
      return `${halo} terima kasih, ${unit} Anda sudah diambil dari ONE GADGET.${garansi} Simpan kode ini untuk garansi. ${follow}`;
    }
    default:
      return `${halo} status servis ${unit} Anda di ONE GADGET sekarang: ${status.trim()}. ${follow}`;
  }
}

/** wa.me to the customer with the status message; null without a usable number. */
export function customerChatHref(
  whatsapp: string,
  t: MessageTicket,
  status: string,
  link: string,
): string | null {
  return whatsAppLink(whatsapp, statusMessage(t, status, link));
}

/** The message telling the customer their ticket's new code (after "Ganti kode"). */
export function codeChangeMessage(
  t: Pick<Ticket, 'nama' | 'perangkat'>,
  from: string,
  to: string,
  link: string,
): string {
  const { halo, unit } = greeting(t);
  return (
    `${halo} demi keamanan data Anda, kode servisan ${unit} Anda di ONE GADGET kami ganti. ` +
    `Kode baru: ${to}. Kode lama ${from} tidak berlaku lagi. Cek status: ${link}`
  );
}

/** wa.me to the customer with their new code; null without a usable number. */
export function codeChangeChatHref(
  whatsapp: string,
  t: Pick<Ticket, 'nama' | 'perangkat'>,
  from: string,
  to: string,
  link: string,
): string | null {
  return whatsAppLink(whatsapp, codeChangeMessage(t, from, to, link));
}

export { TICKET_LABELS } from '../../../firebase/specs/servisan';
