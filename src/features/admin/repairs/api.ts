// Repair tickets' reads and writes. A ticket is servisan/{code} (anyone with the
// code reads it on /cek-servisan) plus servisan_private/{code}, the customer's
// WhatsApp number, which only admins read. Every write goes with its history.
import { countDocs, queryDocs, queryPage } from '../core/data/queries';
import { recordedBatch, type Admin } from '../core/data/recorded-batch';
import { toTicket as toRepairRecord } from './ticket-form';
import type { Plain } from '../../../firebase/plain';
import { moveTicket, ticketExists, TicketNotFound } from '../core/data/ticket-move';
import { getDocById } from '../../../firebase/signed-in/lite-db';
import {
  QUOTE_ANSWER_FIELDS,
  TICKET_FORM_FIELDS,
  WARRANTY_END_FIELD,
} from '../../../firebase/specs/servisan';
import { pesanServis, toRepairMessages, type RepairMessages } from '../../../firebase/specs/pesan-servis';
import { newRepairCode } from '../../../lib/new-repair-code';
import { witaDayStart } from '../../../lib/warranty';
import { COLLECTED_STATUS, QUOTE_STATUS, READY_STATUS, REPAIR_FLOW } from '../../../lib/repair-status';
import { storedTicketFields, type Ticket, type TicketFields } from './ticket-form';
import { withHistoryLine } from './ticket-history';
import type { OpenGroup } from './ticket-list';
import { missingWarrantyEnd, withWarrantyEnd } from './warranty-end';
import { isSameVersion, WriteConflict } from '../core/data/versions';
import { changesAnsweredQuote, withPastAnswer } from './requote';

export type { Admin };

const TICKETS = 'servisan';
const PRIVATE = 'servisan_private';

/** Closed tickets the list shows: the newest this many (an older one is found by its code). */
export const COLLECTED_SHOWN = 100;

/** Every ticket not yet collected. */
export async function listOpenTickets(): Promise<Ticket[]> {
  const docs = await queryDocs(TICKETS, { where: [['status', 'not-in', [COLLECTED_STATUS]]] });
  return docs.map(toRepairRecord);
}

/** The newest collected tickets (created here: they carry createdAt). */
export async function listCollectedTickets(): Promise<Ticket[]> {
  const docs = await queryDocs(TICKETS, {
    where: [['status', '==', COLLECTED_STATUS]],
    orderBy: ['createdAt', 'desc'],
    limit: COLLECTED_SHOWN,
  });
  return docs.map(toRepairRecord);
}

/**
 * Every ticket under warranty today, whatever its age: its stored end (the last
 * day covered, warranty-end.ts) is today (WITA) or later. One field's range and
 * order: Firestore's own index of the field serves it.
 */
export async function listWarrantyTickets(now: Date): Promise<Ticket[]> {
  const docs = await queryDocs(TICKETS, {
    where: [[WARRANTY_END_FIELD, '>=', witaDayStart(now)]],
    orderBy: [WARRANTY_END_FIELD, 'asc'],
  });
  return docs.map(toRepairRecord);
}

/** Collected tickets the backfill reads at a time. */
export const WARRANTY_FILL_PAGE = 100;

export interface WarrantyFill {
  /** Collected tickets read. */
  checked: number;
  /** Tickets given their warranty end. */
  filled: number;
  /** Tickets another admin changed meanwhile: that write stored the end itself. */
  skipped: number;
}

/**
 * "Lengkapi tanggal garansi tiket lama": tickets collected before the warranty end
 * was stored lack it, so "Dalam garansi" cannot find them. Reads the collected
 * tickets a page at a time and gives each that should have one its end, each as
 * its own recorded write on the version read. A second run finds nothing to do.
 */
export async function fillWarrantyEnds(
  by: Admin,
  onProgress: (p: WarrantyFill) => void = () => {},
): Promise<WarrantyFill> {
  const done: WarrantyFill = { checked: 0, filled: 0, skipped: 0 };
  for (let after = ''; ;) {
    const page = await queryPage(TICKETS, [['status', '==', COLLECTED_STATUS]], after, WARRANTY_FILL_PAGE);
    for (const { id, data } of page) {
      const end = missingWarrantyEnd(data);
      if (end) {
        try {
          await recordedBatch('ubah', by, TICKETS, [
            { id, before: data, data: { [WARRANTY_END_FIELD]: end } },
          ]);
          done.filled++;
        } catch (e) {
          if (!(e instanceof WriteConflict)) throw e;
          done.skipped++;
        }
      }
      done.checked++;
      onProgress({ ...done });
    }
    if (page.length < WARRANTY_FILL_PAGE) return done;
    after = page[page.length - 1]!.id;
  }
}

/** A ticket's documents as the admin read them, with their versions: an edit writes only over these. */
export interface TicketSeen {
  ticket: Plain;
  contact: Plain | null;
}

export interface TicketView {
  ticket: Ticket;
  /** The customer's number ('' when none is stored). */
  whatsapp: string;
  /** The device's IMEI or serial ('' when none is stored). */
  imei: string;
  seen: TicketSeen;
}

/** A ticket as stored (e.g. what a conflict found), as the screen shows it. */
export function ticketView(code: string, seen: TicketSeen): TicketView {
  const { whatsapp, imei } = seen.contact ?? {};
  return {
    ticket: toRepairRecord({ id: code, data: seen.ticket }),
    whatsapp: typeof whatsapp === 'string' ? whatsapp : '',
    imei: typeof imei === 'string' ? imei : '',
    seen,
  };
}

/** A ticket and its customer's number; null when no ticket has this code. */
export async function getTicket(code: string): Promise<TicketView | null> {
  const [doc, contact] = await Promise.all([
    getDocById(`${TICKETS}/${code}`),
    getDocById(`${PRIVATE}/${code}`),
  ]);
  if (!doc) return null;
  return ticketView(code, { ticket: doc.data, contact: contact?.data ?? null });
}

/** The receipt's ticket and the device's IMEI ('' when none); null when no ticket has this code. */
export async function getReceiptTicket(code: string): Promise<{ ticket: Ticket; imei: string } | null> {
  const [doc, contact] = await Promise.all([
    getDocById(`${TICKETS}/${code}`),
    getDocById(`${PRIVATE}/${code}`),
  ]);
  if (!doc) return null;
  const imei = contact?.data.imei;
  return { ticket: toRepairRecord(doc), imei: typeof imei === 'string' ? imei : '' };
}

/** The owner's status messages (pesan_servis/template); each '' when none is written. */
export async function getRepairMessages(): Promise<RepairMessages> {
  return toRepairMessages(await getDocById(`${pesanServis.collection}/${pesanServis.singleton}`));
}

/** The ticket alone, without the customer's number (the receipt prints none); null when none has this code. */
export async function getTicketRecord(code: string): Promise<Ticket | null> {
  const doc = await getDocById(`${TICKETS}/${code}`);
  return doc ? toRepairRecord(doc) : null;
}

/**
 * How many open tickets each group holds, by count queries (a status typed with
 * other capitals counts as 'lainnya' here, where the list forgives it).
 */
export async function countOpenTickets(): Promise<Record<OpenGroup, number>> {
  const [siap, masuk, diservice, lainnya] = await Promise.all([
    countDocs(TICKETS, [['status', '==', READY_STATUS]]),
    countDocs(TICKETS, [['status', '==', REPAIR_FLOW[0]]]),
    countDocs(TICKETS, [['status', '==', REPAIR_FLOW[1]]]),
    countDocs(TICKETS, [['status', 'not-in', [...REPAIR_FLOW]]]),
  ]);
  return { siap, masuk, diservice, lainnya };
}

/**
 * The quotes on the dashboard: tickets waiting for the customer's answer, and the
 * quotes approved since 00:00 WITA today (count queries).
 */
export async function countQuotes(now: Date): Promise<{ waiting: number; approvedToday: number }> {
  const [asked, answered, approvedToday] = await Promise.all([
    countDocs(TICKETS, [['status', '==', QUOTE_STATUS]]),
    countDocs(TICKETS, [
      ['status', '==', QUOTE_STATUS],
      ['persetujuan', 'in', ['setuju', 'tolak']],
    ]),
    countDocs(TICKETS, [
      ['persetujuan', '==', 'setuju'],
      ['persetujuanWaktu', '>=', witaDayStart(now)],
    ]),
  ]);
  return { waiting: asked - answered, approvedToday };
}

/** A stored ticket is this form's when it holds the same customer, device and complaint. */
const sameTicket = (stored: Plain, fields: TicketFields) =>
  stored.nama === fields.nama && stored.perangkat === fields.perangkat && stored.keluhan === fields.keluhan;

/**
 * A new ticket under `code` (chosen once per form, so that sending again after an
 * answer that never came finds the ticket already stored instead of making a
 * second one), status 'Masuk', its first history line, and the customer's number
 * beside it; returns the code. A code already taken by another ticket is
 * replaced by a new one; the rules refuse to overwrite a ticket in any case.
 */
export async function createTicket(
  fields: TicketFields,
  /** The customer's number, or it and the device's IMEI. */
  contact: string | TicketPrivate,
  by: Admin,
  now: Date,
  code: string = newRepairCode(),
): Promise<string> {
  // 2^49 codes: a second draw is already unlikely; a third would mean a broken random source.
  for (let tries = 1; ; tries++) {
    const stored = await getDocById(`${TICKETS}/${code}`);
    if (!stored) break;
    if (sameTicket(stored.data, fields)) return code;
    if (tries === 3) throw new Error('No free repair code after 3 tries.');
    code = newRepairCode();
  }
  const status = REPAIR_FLOW[0];
  const data: Plain = {
    ...storedTicketFields(fields),
    status,
    historyPerbaikan: withHistoryLine([], { tanggal: now, keterangan: status }),
  };
  // One action, one entry: the customer's number is recorded in the ticket's entry.
  await recordedBatch('buat', by, TICKETS, [
    {
      id: code,
      before: null,
      data,
      serverTimeFields: ['createdAt'],
      companion: {
        collection: PRIVATE,
        before: null,
        data: typeof contact === 'string' ? { whatsapp: contact } : { ...contact },
      },
    },
  ]);
  return code;
}

/** What the private document holds beside a ticket: the customer's number and the device's IMEI. */
export interface TicketPrivate {
  whatsapp: string;
  imei: string;
}

/** The saved form changed the quote the customer had answered: it went out as a new quote. */
export interface TicketSaved {
  requoted: boolean;
}

/** What the private document holds beside a ticket: the customer's number and the device's IMEI. */
export interface TicketPrivate {
  whatsapp: string;
  imei: string;
}

/** The saved form changed the quote the customer had answered: it went out as a new quote. */
export interface TicketSaved {
  requoted: boolean;
}

/**
 * Saves the form's fields (status and history stay), and the number and IMEI
 * when they changed, if none of them changed since the admin read them (`seen`;
 * another admin's status change or note is no conflict: it touches none of
 * them); else WriteConflict, carrying the ticket and number as stored.
 *
 * A form that changes the items or total an answer stands on is a new quote:
 * first the customer is asked again (the answer moves to the earlier answers
 * with its amount and time, as "Minta persetujuan lagi"), then the fields are
 * saved. Two writes, as the rules' expression budget takes both at once only
 * on shorter tickets; a customer who answers between them makes the second
 * fail (the rules keep an answered quote), which the screen reports.
 */
export async function saveTicket(
  code: string,
  fields: TicketFields,
  contact: TicketPrivate,
  by: Admin,
  seen: TicketSeen,
  now: Date = new Date(),
): Promise<TicketSaved> {
  const changed = Object.entries(contact).some(([k, v]) => (seen.contact?.[k] ?? '') !== v);
  const requoted = changesAnsweredQuote(seen.ticket, fields);
  if (requoted) await askAgain(code, by, now, seen.ticket);
  await recordedBatch('ubah', by, TICKETS, [
    {
      id: code,
      before: seen.ticket,
      // Another admin's change to a field the form writes is a conflict.
      compare: TICKET_FORM_FIELDS,
      data: storedTicketFields(fields),
      // A new garansiHari moves a collected ticket's warranty end.
      derived: withWarrantyEnd,
      ...(changed && { companion: { collection: PRIVATE, before: seen.contact, data: { ...contact } } }),
    },
  ]);
  return { requoted };
}

/**
 * Adds a history line (and a new status, when given) to the ticket as stored at
 * the moment of writing, in one transaction: two admins adding lines at once keep
 * both (the later status stays). Returns the ticket as stored.
 */
async function appendHistory(
  code: string,
  line: string,
  status: string | null,
  by: Admin,
  now: Date,
  /** The form's fields as read: another admin's change to them since is a conflict. */
  seen?: Plain,
): Promise<Ticket> {
  const { docs } = await recordedBatch(status !== null ? 'status' : 'ubah', by, TICKETS, [
    {
      id: code,
      // A (new) quote asks the customer again: an earlier answer moves to the earlier answers.
      ...(status === QUOTE_STATUS && { clearFields: QUOTE_ANSWER_FIELDS }),
      // Collected now (the new line dates the pickup), or moved back out: the end follows.
      derived: withWarrantyEnd,
      append: (stored) => {
        if (seen && !isSameVersion(seen, stored, TICKET_FORM_FIELDS))
          throw new WriteConflict([{ id: code, stored }]);
        return {
          historyPerbaikan: withHistoryLine(stored.historyPerbaikan, { tanggal: now, keterangan: line }),
          ...(status !== null && { status }),
          ...(status === QUOTE_STATUS && withPastAnswer(stored)),
        };
      },
    },
  ]);
  return toRepairRecord({ id: code, data: docs[0]! });
}
/** The ticket's new status, which the customer's history shows from now on. */
export function setTicketStatus(code: string, status: string, by: Admin, now: Date): Promise<Ticket> {
  return appendHistory(code, status, status, by, now);
}

/** A new quote over the form's changed items: the customer is asked again on the ticket as read. */
const askAgain = (code: string, by: Admin, now: Date, seen: Plain) =>
  appendHistory(code, QUOTE_STATUS, QUOTE_STATUS, by, now, seen);

/** A line in the customer's history ('Penggantian baterai'), the status unchanged. */
export function addTicketNote(code: string, note: string, by: Admin, now: Date): Promise<Ticket> {
  return appendHistory(code, note, null, by, now);
}

/** The move failed because no ticket is under the old code (another admin moved it first). */
export const ticketGone = (e: unknown) => e instanceof TicketNotFound;

export interface CodeChanged {
  from: string;
  to: string;
  /** The ticket under its new code. */
  ticket: Ticket;
  /** The customer's number ('' when none is stored). */
  whatsapp: string;
}

/**
 * "Ganti kode": moves the ticket under an old code to a new one from the
 * generator, the customer's number and history with it (data/ticket-move.ts);
 * nothing stays readable under the old code. Throws TicketNotFound when no ticket
 * is under `from` (another admin moved it first).
 */
export async function changeTicketCode(from: string, by: Admin): Promise<CodeChanged> {
  let to = newRepairCode();
  // As for a new ticket: a taken code is drawn again (2^49 codes: a second draw is already unlikely).
  for (let tries = 1; await ticketExists(to); tries++) {
    if (tries === 3) throw new Error('No free repair code after 3 tries.');
    to = newRepairCode();
  }
  const moved = await moveTicket(from, to, by);
  return { from, to, ticket: toRepairRecord({ id: to, data: moved.data }), whatsapp: moved.whatsapp };
}
