// The admin area's reads and writes.
import { countDocs } from '../../firebase/admin-db';
import { signOutMember } from '../../firebase/auth';

export function logout(): Promise<void> {
  return signOutMember();
}

/** The catalogue collections that hold a stock count. */
export const STOCKED = [
  { collection: 'pricelist', label: 'Pricelist HP & laptop' },
  { collection: 'aksesoris', label: 'Aksesoris' },
  { collection: 'sparepart', label: 'Sparepart' },
] as const;

export type StockedCollection = (typeof STOCKED)[number]['collection'];

/** Items with stok 0 or less in one collection. */
export function countOutOfStock(collection: StockedCollection): Promise<number> {
  return countDocs(collection, [['stok', '<=', 0]]);
}
