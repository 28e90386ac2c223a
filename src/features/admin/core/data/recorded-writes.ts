// The shapes of recorded write the screens use, each over recordedBatch(): one
// document, some fields of one, or many in batches of HISTORY_BATCH_DOCS.
import { collection, doc } from 'firebase/firestore/lite';
import { HISTORY_BATCH_DOCS } from '../../../../config/limits';
import type { Plain } from '../../../../firebase/plain';
import { liteDb } from '../../../../firebase/signed-in/lite-db';
import { HISTORY_FIELD } from './versions';
import {
  recordedBatch,
  type Admin,
  type DocChange,
  type HistoryAction,
  type Written,
} from './recorded-batch';

export interface RecordedWrite {
  collection: string;
  /** Omitted when creating: a new id is chosen. */
  id?: string;
  action: HistoryAction;
  /** The document's fields to write; null deletes it. */
  data: Plain | null;
  /** The document as the admin read it (null: it did not exist): written only if still so. */
  before: Plain | null;
  /** Who writes, as the rules require: the signed-in admin. */
  by: Admin;
  /** Fields set to the server's time (e.g. createdAt on create). */
  serverTimeFields?: string[];
  /** A restore: the entry whose version it brings back. */
  source?: string;
}

/**
 * Writes (or deletes) one shop document with its history entry, if it is still
 * the version the admin read (else WriteConflict). Returns the document as it is
 * now (null: deleted).
 */
export async function recordedWrite(
  w: RecordedWrite,
): Promise<{ id: string; entry: string; doc: Plain | null }> {
  const { ids, entry, docs } = await recordedBatch(
    w.action,
    w.by,
    w.collection,
    [{ id: w.id, before: w.before, data: w.data, serverTimeFields: w.serverTimeFields }],
    w.source,
  );
  return { id: ids[0]!, entry, doc: docs[0]! };
}

/**
 * Changes only `fields` of an existing document (e.g. a promo request's status), with
 * its history entry, if it is still the version the admin read (`version`: its
 * `_riwayat`, null when no admin has written it yet): the rest of the document is
 * not rewritten (the rules may allow only these fields to change), and the entry
 * keeps the whole document before and after. Returns the document as it is now.
 */
export async function recordedUpdate(
  collectionName: string,
  id: string,
  action: HistoryAction,
  fields: Plain,
  by: Admin,
  version: string | null,
): Promise<{ entry: string; after: Plain }> {
  const seen: Plain = version === null ? {} : { [HISTORY_FIELD]: version };
  const { entry, docs } = await recordedBatch(action, by, collectionName, [
    { id, before: seen, data: fields },
  ]);
  return { entry, after: docs[0]! };
}

/** A new document id, chosen before writing so that a retried batch rewrites the same documents. */
export function newDocId(collectionName: string): string {
  return doc(collection(liteDb(), collectionName)).id;
}

/**
 * Many writes to one collection (an import, a bulk price change), HISTORY_BATCH_DOCS at a
 * time, each batch with one history entry. `before` is what the caller compared
 * against: a batch in which a document changed since writes nothing (WriteConflict).
 * A batch is all or nothing; `onBatch` hears after each one, so a failure
 * leaves the caller knowing exactly which rows are stored.
 */
export async function recordedWrites(
  collectionName: string,
  action: HistoryAction,
  by: Admin,
  changes: DocChange[],
  onBatch: (written: Written, done: number) => void | Promise<void>,
): Promise<void> {
  for (let start = 0; start < changes.length; start += HISTORY_BATCH_DOCS) {
    const written = await recordedBatch(
      action,
      by,
      collectionName,
      changes.slice(start, start + HISTORY_BATCH_DOCS),
    );
    await onBatch(written, Math.min(start + HISTORY_BATCH_DOCS, changes.length));
  }
}
