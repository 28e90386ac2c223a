// The service and sparepart tabs draw with RepairTabLists.tsx, a file most visits never
// load. A tab that needs it fetches it beside its data (tab-loaders.ts): the tab is then
// ready with both, and the page draws it with no loading face of its own.
import type * as RepairTabLists from './RepairTabLists';

let lists: typeof RepairTabLists | null = null;

/** The repair tabs' lists once fetched: always by the time a repair tab's data is in. */
export const repairTabLists = (): typeof RepairTabLists | null => lists;

/** `data`, once the repair tabs' lists are here too. */
export async function withRepairTabLists<T>(data: Promise<T>): Promise<T> {
  const [value, module] = await Promise.all([data, import('./RepairTabLists')]);
  lists = module;
  return value;
}
