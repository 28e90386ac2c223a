// The admin area's Firestore access, imported only by admin chunks. Same Lite
// instance as the public pages: the signed-in admin's token goes with it.
import { collection, getCount, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import { publicDb } from './public-db';

export type CountFilter = [field: string, op: '==' | '<=' | 'in' | 'not-in', value: unknown];

/** How many documents match, by a count aggregation: one read per 1,000 matches, not one each. */
export async function countDocs(path: string, filters: CountFilter[] = []): Promise<number> {
  const constraints: QueryConstraint[] = filters.map(([f, op, v]) => where(f, op, v));
  const snap = await getCount(query(collection(publicDb(), path), ...constraints));
  return snap.data().count;
}
