// Every write of shop content goes through recordedBatch(): the documents and their
// riwayat (history) entry in one transaction, as firestore.rules demands, and only on
// the version of each document the admin read (no lost update).
import type { HISTORY_ACTIONS } from '../../../../firebase/specs/riwayat.view';
import {
  collection,
  doc,
  runTransaction,
  deleteField,
  serverTimestamp,
  type DocumentReference,
} from 'firebase/firestore/lite';
import { toPlain, type Plain } from '../../../../firebase/plain';
import { keepListsCurrent } from './list-upkeep';
import { liteDb } from '../../../../firebase/signed-in/lite-db';
import { HISTORY_FIELD, isSameVersion, versionOf, WriteConflict, type ConflictDoc } from './versions';

/** What an entry records: the registry's riwayat actions. */
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface Admin {
  uid: string;
  email: string;
}

/** Fields that are bookkeeping, not content: left out of history snapshots. */
function content(data: Plain | null): Plain | null {
  if (!data) return null;
  const { [HISTORY_FIELD]: _history, ...rest } = data;
  void _history;
  return rest;
}

interface ChangeBase {
  /** Omitted when creating: a new id is chosen. */
  id?: string;
  /** Fields set to the server's time (e.g. createdAt on create). */
  serverTimeFields?: string[];
  /**
   * A document of the same id in another collection written with this one and
   * recorded in the same entry (a ticket's private number): its fields join this
   * document's before and after, so the action stays one entry. Written only if
   * its fields still hold what `before` holds.
   */
  companion?: { collection: string; before: Plain | null; data: Plain };
  /**
   * Fields computed from the document as this write leaves it (a ticket's
   * warranty end from its status, history and days), so they follow whatever
   * another admin stored meanwhile; null removes one.
   */
  derived?: (after: Plain) => Record<string, unknown>;
}

/** A write based on the version the admin read. */
export interface DocChange extends ChangeBase {
  /**
   * The document as the admin read it (null: it did not exist). The write goes
   * ahead only if the stored document is still that version, else WriteConflict.
   */
  before: Plain | null;
  /** Only these fields must still hold what `before` holds (not the whole version). */
  compare?: readonly string[];
  /**
   * A new document under an id minted for it here (newDocId, before the first
   * batch): no one else can have written it, so it is not read (an import's new
   * rows cost no reads).
   */
  fresh?: boolean;
  /** The fields to write (merged into the document); null deletes it. */
  data: Plain | null;
}

/**
 * A write computed from the document as stored at the moment of writing (a line
 * added to a ticket's history): it loses nothing another admin wrote, so it
 * goes ahead on any version of an existing document.
 */
export interface DocAppend extends ChangeBase {
  append: (stored: Plain) => Plain;
  /** Fields removed from the document (a ticket's answered quote when a new one is asked). */
  clearFields?: readonly string[];
}

export interface Written {
  ids: string[];
  /** The history entry the written documents now name. */
  entry: string;
  /**
   * Each document as it is now (null: deleted), naming the entry; a field set to
   * the server's time holds the local time instead (close enough for a list).
   */
  docs: (Plain | null)[];
}

const withCompanion = (own: Plain | null, companion: Plain | null | undefined): Plain | null =>
  own === null && !companion ? null : { ...(own ?? {}), ...(companion ?? {}) };

const absent = Promise.resolve(null);

/**
 * A transaction that lost a race to another admin can come back refused
 * (permission-denied) instead of retried: the emulator evaluates the rules
 * before the commit's precondition (seen; Firestore may do the same), and some
 * rules refuse a write built on a stale read (a ticket's history must be the
 * stored lines plus one; a deletion entry is named after the stored version).
 * One more run reads what is stored now and either succeeds, reports the
 * conflict, or is refused again, which is then a real refusal.
 */
async function onceMoreIfRefused<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : null;
    if (code !== 'permission-denied') throw e;
    return run();
  }
}

/**
 * Writes shop documents of one collection and their history atomically, as ONE
 * entry, in a transaction: each document is read first and the write goes ahead
 * only if it is still the version the admin read (another admin may have saved
 * meanwhile: then nothing is written and WriteConflict carries what is stored).
 * Firestore commits only if the read documents did not change before the
 * commit, else it runs this again, which then sees the change. Each document
 * names the entry in `_riwayat`; the entry lists the documents with their whole
 * stored content before and after (firestore.rules checks both sides). A delete
 * cannot name its entry in the document, so the rules compute its id. `source`
 * names the entry a restore brings back.
 *
 * Cost: one read per existing document written (a new document with a fresh
 * id needs none), so a bulk price change of HISTORY_BATCH_DOCS rows reads as
 * many documents as it writes (the reads go out together), while an import's
 * new rows read nothing.
 */
export async function recordedBatch(
  action: HistoryAction,
  by: Admin,
  collectionName: string,
  changes: (DocChange | DocAppend)[],
  source?: string,
): Promise<Written> {
  const db = liteDb();
  const refs = changes.map((c) =>
    c.id ? doc(db, collectionName, c.id) : doc(collection(db, collectionName)),
  );
  const companionRefs = changes.map((c, i) =>
    c.companion ? doc(db, c.companion.collection, refs[i]!.id) : null,
  );
  const deleted = changes.length === 1 && 'data' in changes[0]! && changes[0].data === null;
  const freshEntry = doc(collection(db, 'riwayat')).id;
  return onceMoreIfRefused(() =>
    runTransaction(db, async (tx) => {
      const read = (ref: DocumentReference) =>
        tx.get(ref).then((s) => (s.exists() ? toPlain(s.data()) : null));
      // A fresh id names no document yet: nothing to read.
      const [stored, storedCompanions] = await Promise.all([
        Promise.all(changes.map((c, i) => (c.id && !('fresh' in c && c.fresh) ? read(refs[i]!) : absent))),
        Promise.all(companionRefs.map((ref) => (ref ? read(ref) : absent))),
      ]);
      const conflicts: ConflictDoc[] = [];
      changes.forEach((c, i) => {
        const now = stored[i]!;
        const companion = c.companion;
        const same =
          'append' in c
            ? now !== null
            : isSameVersion(c.before, now, c.compare) &&
              (!companion ||
                isSameVersion(companion.before, storedCompanions[i]!, Object.keys(companion.data)));
        if (!same)
          conflicts.push({
            id: refs[i]!.id,
            stored: now,
            ...(companion && { companion: storedCompanions[i]! }),
          });
      });
      if (conflicts.length > 0) throw new WriteConflict(conflicts);

      const previous = stored[0] ? versionOf(stored[0]) : null;
      const entryId = deleted ? `hapus-${collectionName}-${refs[0]!.id}-${previous ?? 'awal'}` : freshEntry;
      const items: Record<string, { before: Plain | null; after: Plain | null }> = {};
      const written: { id: string; after: Plain | null }[] = [];
      const docs = changes.map((c, i) => {
        const ref = refs[i]!;
        const now = stored[i]!;
        const data = 'append' in c ? c.append(now!) : c.data;
        const serverTime = c.serverTimeFields ?? [];
        let after: Plain | null = null;
        if (data === null) {
          tx.delete(ref);
        } else {
          const cleared = 'append' in c ? [...(c.clearFields ?? [])] : [];
          const kept = { ...(now ?? {}), ...data };
          for (const f of cleared) delete kept[f];
          const derived = c.derived?.(kept) ?? {};
          for (const [f, v] of Object.entries(derived)) if (v === null) cleared.push(f);
          const fields: Plain = {
            ...data,
            ...Object.fromEntries(Object.entries(derived).filter(([, v]) => v !== null)),
            [HISTORY_FIELD]: entryId,
          };
          for (const f of serverTime) fields[f] = serverTimestamp();
          // merge: fields the form does not know (createdAt, legacy extras) stay as they are.
          tx.set(
            ref,
            { ...fields, ...Object.fromEntries(cleared.map((f) => [f, deleteField()])) },
            { merge: true },
          );
          after = { ...(now ?? {}), ...fields };
          for (const f of cleared) delete after[f];
        }
        written.push({ id: ref.id, after: after && { ...after } });
        const companion = c.companion;
        const companionBefore = storedCompanions[i];
        if (companion)
          tx.set(companionRefs[i]!, { ...companion.data, [HISTORY_FIELD]: entryId }, { merge: true });
        items[ref.id] = {
          before: withCompanion(content(now), content(companionBefore ?? null)),
          after: withCompanion(
            content(after),
            companion && { ...(content(companionBefore ?? null) ?? {}), ...companion.data },
          ),
        };
        if (!after) return null;
        for (const f of serverTime) after[f] = new Date();
        return after;
      });
      keepListsCurrent(tx, db, collectionName, written);
      tx.set(doc(db, 'riwayat', entryId), {
        uid: by.uid,
        email: by.email,
        waktu: serverTimestamp(),
        collection: collectionName,
        action,
        docIds: refs.map((r) => r.id),
        items,
        ...(source ? { dari: source } : {}),
      });
      return { ids: refs.map((r) => r.id), entry: entryId, docs };
    }),
  );
}
