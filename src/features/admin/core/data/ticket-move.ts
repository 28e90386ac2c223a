// "Ganti kode": a repair ticket moves from an old, guessable code to a new one
// in ONE batch, so nothing is ever half moved: the ticket under the new code
// (the same fields, its history and createdAt included), the customer's number
// beside it, both old documents deleted, and one history entry. firestore.rules
// allows deleting a ticket only this way, only under an old-format code, and
// only when the new ticket holds exactly the old one's fields.
import { doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import type { Admin } from './recorded-batch';
import { HISTORY_FIELD } from './versions';
import { toPlain, type Plain } from '../../../../firebase/plain';
import { liteDb } from '../../../../firebase/signed-in/lite-db';

const TICKETS = 'servisan';
const PRIVATE = 'servisan_private';

/** The history entry's action (its label is in the history screens). */
export const MOVE_ACTION = 'ganti-kode';

/**
 * A ticket's fields that move with it (firestore.rules repairFields(); a test
 * keeps the two equal). A field an old ticket holds beyond these stays behind:
 * the rules let no write put an unknown field where anyone with the code reads it.
 */
export const MOVED_FIELDS = [
  'nama',
  'perangkat',
  'keluhan',
  'tanggalMasuk',
  'garansi',
  'itemList',
  'total',
  'status',
  'historyPerbaikan',
  'createdAt',
  'persetujuan',
  'persetujuanWaktu',
  'garansiHari',
  'garansiSampai',
  'cekLayar',
  'cekBodi',
  'cekTombol',
  'cekKamera',
  'adaCharger',
  'adaDus',
  'adaSimTray',
  'adaCase',
  'sandiDiberikan',
  'persetujuanTotal',
  'persetujuanItemList',
  'riwayatPersetujuan',
  // What was paid for it at the till: the payment moves with the ticket.
  'dibayar',
] as const;

/**
 * The move's entry, under an id the rules compute from the old code (a delete
 * names no entry of its own): at most one move per old code, and no entry can be
 * made for it in advance, since the rules want it created in the move's batch.
 */
export const moveEntryId = (from: string) => `${MOVE_ACTION}-${from}`;

/** The old code whose move an entry records; null for any other entry. */
export function movedFrom(entryId: string): string | null {
  const prefix = `${MOVE_ACTION}-`;
  return entryId.startsWith(prefix) ? entryId.slice(prefix.length) : null;
}

/** No ticket under the old code (another admin moved it first, or it never existed). */
export class TicketNotFound extends Error {
  constructor(code: string) {
    super(`${TICKETS}/${code} does not exist.`);
    this.name = 'TicketNotFound';
  }
}

export interface MovedTicket {
  from: string;
  to: string;
  /** The ticket's fields as they now stand under `to`. */
  data: Plain;
  /** The customer's number ('' when none was stored). */
  whatsapp: string;
}

/** True when a ticket is stored under `code`. */
export async function ticketExists(code: string): Promise<boolean> {
  return (await getDoc(doc(liteDb(), TICKETS, code))).exists();
}

/**
 * Moves the ticket under `from` to `to` (a new code, free). The old ticket is read
 * here and copied as stored (Timestamps as they are: a Date would lose the
 * server's microseconds and no longer equal the original); if it changes before
 * the batch lands, the rules see a copy that differs and refuse the whole move.
 */
export async function moveTicket(from: string, to: string, by: Admin): Promise<MovedTicket> {
  const db = liteDb();
  const [ticket, contact] = await Promise.all([
    getDoc(doc(db, TICKETS, from)),
    getDoc(doc(db, PRIVATE, from)),
  ]);
  if (!ticket.exists()) throw new TicketNotFound(from);
  const stored = ticket.data();
  const kept: Record<string, unknown> = {};
  for (const f of MOVED_FIELDS) if (f in stored) kept[f] = stored[f];
  const number = contact.exists() ? contact.data().whatsapp : undefined;
  const whatsapp = typeof number === 'string' ? number : '';
  // The device's IMEI moves with the number (admins only read either).
  const imei = contact.exists() ? contact.data().imei : undefined;
  const device = typeof imei === 'string' && imei ? { imei } : {};

  const entry = moveEntryId(from);
  const snapshot = { ...kept, whatsapp, ...device };
  const batch = writeBatch(db);
  batch.set(doc(db, TICKETS, to), { ...kept, [HISTORY_FIELD]: entry });
  batch.set(doc(db, PRIVATE, to), { whatsapp, ...device, [HISTORY_FIELD]: entry });
  batch.delete(doc(db, TICKETS, from));
  // Deleted whether or not it exists: nothing of the customer's may stay under the old code.
  batch.delete(doc(db, PRIVATE, from));
  batch.set(doc(db, 'riwayat', entry), {
    uid: by.uid,
    email: by.email,
    waktu: serverTimestamp(),
    collection: TICKETS,
    action: MOVE_ACTION,
    // Old first, new second: the rules read the move's direction from this order.
    docIds: [from, to],
    items: { [from]: { before: snapshot, after: null }, [to]: { before: null, after: snapshot } },
  });
  await batch.commit();
  return { from, to, data: toPlain(kept), whatsapp };
}
