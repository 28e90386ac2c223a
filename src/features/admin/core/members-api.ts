// The member list's and the claim counts' reads (admins only, firestore.rules):
// the users collection, and every member's kupon claims as one collection-group read.
import { readCollection, readCollectionGroup } from './data/queries';
import { countClaims, newestFirst, toMemberRow, type MemberRow } from './members';

export async function listMembers(): Promise<MemberRow[]> {
  return newestFirst((await readCollection('users')).map(toMemberRow));
}

/** How many members claimed each coupon, by coupon id. */
export async function claimCounts(): Promise<Record<string, number>> {
  return countClaims(await readCollectionGroup('kupon'));
}
