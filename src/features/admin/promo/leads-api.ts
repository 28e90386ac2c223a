// The trade-in inbox's reads and writes, as the promo inbox's: the leads are read
// once per admin session and kept here; a status change updates the copy, and
// leads sent since come in when the admin comes back to the screen (one count
// read when nothing is new: see promo/api.ts for why not a live listener).
import { countDocs, queryDocs, readCollection } from '../core/data/queries';
import type { Admin } from '../core/data/recorded-batch';
import { recordedUpdate } from '../core/data/recorded-writes';
import { WriteConflict } from '../core/data/versions';
import type { Plain } from '../../../firebase/plain';
import { newestFirst, toLead, type Lead, type LeadStatus } from './leads';

const COLLECTION = 'tukar_tambah';
let copy: Promise<Lead[]> | null = null;

export function listLeads(): Promise<Lead[]> {
  if (!copy) {
    const read = readCollection(COLLECTION).then((docs) => newestFirst(docs.map(toLead)));
    copy = read;
    read.catch(() => {
      if (copy === read) copy = null;
    });
  }
  return copy;
}

export function reloadLeads(): Promise<Lead[]> {
  copy = null;
  return listLeads();
}

/** Leads sent since the list was read; null when nothing changed. */
export async function checkForNewLeads(): Promise<Lead[] | null> {
  const list = await listLeads();
  const total = await countDocs(COLLECTION);
  if (total === list.length) return null;
  if (total < list.length) return reloadLeads();
  const newest = await queryDocs(COLLECTION, { orderBy: ['waktu', 'desc'], limit: total - list.length });
  const known = new Set(list.map((l) => l.id));
  const merged = newestFirst([...newest.map(toLead).filter((l) => !known.has(l.id)), ...list]);
  if (merged.length !== total) return reloadLeads();
  copy = Promise.resolve(merged);
  return merged;
}

async function replaceInCopy(id: string, stored: Lead | null) {
  const list = copy && (await copy.catch(() => null));
  if (list) copy = Promise.resolve(list.flatMap((l) => (l.id !== id ? [l] : stored ? [stored] : [])));
}

export const leadOf = (id: string, data: Plain | null): Lead | null => (data ? toLead({ id, data }) : null);

/** Sets a lead's status with its history entry, on the version the admin saw (else WriteConflict). */
export async function setLeadStatus(
  lead: Pick<Lead, 'id' | 'version'>,
  status: LeadStatus,
  by: Admin,
): Promise<Lead> {
  const { id } = lead;
  try {
    const { after } = await recordedUpdate(COLLECTION, id, 'status', { status }, by, lead.version);
    const stored = toLead({ id, data: after });
    await replaceInCopy(id, stored);
    return stored;
  } catch (e) {
    if (e instanceof WriteConflict) await replaceInCopy(id, leadOf(id, e.docs[0]!.stored));
    throw e;
  }
}
