// The admin screens' reads: counts, queries and whole collections, uncached (each
// screen keeps its own copy). Same Lite instance as the public pages: the signed-in
// admin's token goes with it. Imported only by admin chunks.
import {
  collection,
  collectionGroup,
  documentId,
  getAggregate,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  count,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { toPlain, type PlainDoc } from '../../../../firebase/plain';
import { liteDb } from '../../../../firebase/signed-in/lite-db';

export type CountFilter = [field: string, op: '==' | '<=' | '>=' | 'in' | 'not-in', value: unknown];

/** How many documents match, by a count aggregation: one read per 1,000 matches, not one each. */
export async function countDocs(path: string, filters: CountFilter[] = []): Promise<number> {
  const constraints: QueryConstraint[] = filters.map(([f, op, v]) => where(f, op, v));
  const snap = await getCount(query(collection(liteDb(), path), ...constraints));
  return snap.data().count;
}

/**
 * How many documents match and the sum of one number field over them, by one
 * aggregation: one read per 1,000 matches, not one each.
 */
export async function sumDocs(
  path: string,
  filters: CountFilter[],
  field: string,
): Promise<{ count: number; sum: number }> {
  const constraints: QueryConstraint[] = filters.map(([f, op, v]) => where(f, op, v));
  const snap = await getAggregate(query(collection(liteDb(), path), ...constraints), {
    count: count(),
    sum: sum(field),
  });
  const data = snap.data();
  return { count: data.count, sum: data.sum ?? 0 };
}

/** Filters of a document query: a range too (`<`), beside those a count takes. */
export type QueryFilter = [field: string, op: CountFilter[1] | '<', value: unknown];

export interface DocQuery {
  where?: QueryFilter[];
  orderBy?: [field: string, direction: 'asc' | 'desc'];
  limit?: number;
}

/** The documents a query selects, uncached. */
export async function queryDocs(path: string, q: DocQuery): Promise<PlainDoc[]> {
  const constraints: QueryConstraint[] = (q.where ?? []).map(([f, op, v]) => where(f, op, v));
  if (q.orderBy) constraints.push(orderBy(...q.orderBy));
  if (q.limit) constraints.push(limit(q.limit));
  const snap = await getDocs(query(collection(liteDb(), path), ...constraints));
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/**
 * One page of the documents a filter selects, in id order, after the id `after`
 * ('' from the first): a job going through many documents reads them a page at a time.
 */
export async function queryPage(
  path: string,
  filters: CountFilter[],
  after: string,
  size: number,
): Promise<PlainDoc[]> {
  const constraints = [...filters.map(([f, op, v]) => where(f, op, v)), orderBy(documentId())];
  const docs = await readPageOf(path, constraints, after || null, size);
  return docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/**
 * One page of a query: its constraints (an order among them), then the documents
 * after `after` (the last one read, or its id; null from the first), `size` at most.
 */
export async function readPageOf(
  path: string,
  constraints: QueryConstraint[],
  after: QueryDocumentSnapshot | string | null,
  size: number,
): Promise<QueryDocumentSnapshot[]> {
  const page = after === null ? constraints : [...constraints, startAfter(after)];
  const snap = await getDocs(query(collection(liteDb(), path), ...page, limit(size)));
  return snap.docs;
}

/** The documents whose ids lie between `from` and `to` (both included), by id: one read each. */
export async function readIdRange(path: string, from: string, to: string): Promise<PlainDoc[]> {
  const snap = await getDocs(
    query(collection(liteDb(), path), where(documentId(), '>=', from), where(documentId(), '<=', to)),
  );
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/** Firestore's most values in one 'in' filter. */
const IN_MAX = 30;

/** The documents of these ids (those that exist), by 'in' queries of 30: one read each. */
export async function readIds(path: string, ids: readonly string[]): Promise<PlainDoc[]> {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_MAX) chunks.push(unique.slice(i, i + IN_MAX));
  const answers = await Promise.all(
    chunks.map((chunk) => getDocs(query(collection(liteDb(), path), where(documentId(), 'in', chunk)))),
  );
  return answers.flatMap((snap) => snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) })));
}

/** A whole collection, uncached (the admin screens keep their own copy). */
export async function readCollection(path: string): Promise<PlainDoc[]> {
  const snap = await getDocs(collection(liteDb(), path));
  return snap.docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }));
}

/**
 * Every document of a collection group (all members' `kupon` claims), as
 * { parent document id, id, data }. Admins only (firestore.rules).
 */
export async function readCollectionGroup(name: string): Promise<(PlainDoc & { parent: string })[]> {
  const snap = await getDocs(collectionGroup(liteDb(), name));
  return snap.docs.map((d) => ({ id: d.id, parent: d.ref.parent.parent?.id ?? '', data: toPlain(d.data()) }));
}
