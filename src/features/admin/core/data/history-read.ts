// Reading the history (riwayat): one entry, or the shop's or one document's, a page
// at a time.
import { doc, getDoc, orderBy, where, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { toPlain, type Plain } from '../../../../firebase/plain';
import { liteDb } from '../../../../firebase/signed-in/lite-db';
import { readPageOf } from './queries';
import type { HistoryAction } from './recorded-batch';

export interface HistoryChange {
  docId: string;
  before: Plain | null;
  after: Plain | null;
}

export interface HistoryEntry {
  id: string;
  uid: string;
  email: string;
  waktu: Date | null;
  collection: string;
  action: HistoryAction;
  /** The documents the write touched (one document's view: only that one). */
  changes: HistoryChange[];
  /** How many documents the write touched in all. */
  total: number;
  /** A restore: the entry whose version it brought back. */
  source: string | null;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Pass back to read the next (older) page; null when there is none. */
  next: QueryDocumentSnapshot | null;
}

function changesOf(items: unknown, docIds: string[]): HistoryChange[] {
  const map = (items ?? {}) as Record<string, { before?: Plain | null; after?: Plain | null }>;
  return docIds.map((docId) => ({
    docId,
    before: map[docId]?.before ?? null,
    after: map[docId]?.after ?? null,
  }));
}

function toEntry(id: string, data: Plain, onlyDoc: string | null): HistoryEntry {
  const docIds = Array.isArray(data.docIds) ? data.docIds.map(String) : [];
  return {
    id,
    uid: String(data.uid ?? ''),
    email: String(data.email ?? ''),
    waktu: data.waktu instanceof Date ? data.waktu : null,
    collection: String(data.collection ?? ''),
    action: data.action as HistoryAction,
    changes: changesOf(data.items, onlyDoc !== null ? [onlyDoc] : docIds),
    total: docIds.length,
    source: typeof data.dari === 'string' ? data.dari : null,
  };
}

/** One history entry, seen from one of its documents (one read); null when there is none. */
export async function readHistoryEntry(id: string, docId: string): Promise<HistoryEntry | null> {
  const snap = await getDoc(doc(liteDb(), 'riwayat', id));
  return snap.exists() ? toEntry(snap.id, toPlain(snap.data()), docId) : null;
}

/**
 * The history, newest first, a page at a time: the whole shop's, or one
 * document's, including the imports and bulk changes it was part of
 * (firestore.indexes.json holds the index that query needs).
 */
export async function readHistory(
  about: { collection: string; docId: string } | null,
  pageSize: number,
  after: QueryDocumentSnapshot | null = null,
): Promise<HistoryPage> {
  const filters = about
    ? [where('collection', '==', about.collection), where('docIds', 'array-contains', about.docId)]
    : [];
  const docs = await readPageOf('riwayat', [...filters, orderBy('waktu', 'desc')], after, pageSize);
  const entries = docs.map((d) => toEntry(d.id, toPlain(d.data()), about?.docId ?? null));
  return { entries, next: docs.length === pageSize ? docs[docs.length - 1]! : null };
}
