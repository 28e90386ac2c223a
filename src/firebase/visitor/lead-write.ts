// The calculator's lead (tukar_tambah), through Firestore Lite (loaded on the first
// send): created together with its reference's claim (tukar_tambah_ref), so a
// reference already given is refused; sent again with corrected answers under the
// same random id, which only the sender's page holds. firestore.rules accept
// exactly these two writes (validLead, claimsRef, resendsLead).
import { deleteField, doc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { liteDb, newDocumentId } from '../signed-in/lite-db';
import type { Plain } from '../plain';

/** A new lead id, made on the device: a retry of the same send lands on the same document. */
export const newLeadDocumentId = (): string => newDocumentId('tukar_tambah');

/** The lead at the server's time and its reference's claim, in one write. */
export async function createLeadWithRef(id: string, lead: Plain & { ref: string }): Promise<void> {
  const db = liteDb();
  const batch = writeBatch(db);
  batch.set(doc(db, 'tukar_tambah', id), { ...lead, waktu: serverTimestamp() });
  batch.set(doc(db, 'tukar_tambah_ref', lead.ref), { lead: id });
  await batch.commit();
}

/**
 * "Kirim ulang": the new answers and range, `cleared` fields removed, and the
 * server's time as resend number `line` (1 for the first).
 */
export async function resendLeadFields(
  id: string,
  fields: Plain,
  cleared: readonly string[],
  line: number,
): Promise<void> {
  const update: Plain = { ...fields, [`kirimUlang.${line}`]: serverTimestamp() };
  for (const f of cleared) update[f] = deleteField();
  await updateDoc(doc(liteDb(), 'tukar_tambah', id), update);
}
