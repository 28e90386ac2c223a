// The test emulators, seen as the shop owner (rules bypassed): read back what a
// page stored, or write what an admin would.
import type { Page } from '@playwright/test';
import { backendConfig } from '../../../scripts/lib/config.mjs';
import {
  authAdmin,
  firestoreAdmin,
  plainForSeed,
  rebuildLists,
} from '../../../scripts/lib/emulator-admin.mjs';
import { LISTS_COLLECTION, partIds, type ListName } from '../../../src/firebase/lists';

const cfg = backendConfig();
export const firestore = firestoreAdmin(cfg);
export const auth = authAdmin(cfg);
export const emulatorConfig = cfg;

/** Firestore out of the page's reach, as with no signal; the function returned brings it back. */
export async function cutFirestore(page: Page) {
  const emulator = `http://${cfg.host}:${cfg.firestorePort}/**`;
  await page.route(emulator, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(emulator);
}

/** A seed-style value for a timestamp. */
export const time = (d: Date) => ({ __time__: d.toISOString() });

/** Data read back from the emulator (Dates), in seed format again: to write it back or seed from it. */
export const asSeedFormat = (data: Record<string, unknown>) => plainForSeed(data) as Record<string, unknown>;

/** Writes one document (seed format: `{ __time__ }` for timestamps). */
export function writeDoc(path: string, data: Record<string, unknown>) {
  return firestore.writeDocuments([{ path, data }]);
}

/** After writing around the admin (as a script or the console would): the visitor lists rebuilt, as the admin's repair does. */
export const rebuildVisitorLists = () => rebuildLists(firestore);

/** Removes these visitor lists, as before the first rebuild: their pages read the collection. */
export async function dropVisitorLists(...names: ListName[]) {
  for (const name of names)
    for (const id of partIds(name)) await firestore.remove(`${LISTS_COLLECTION}/${id}`);
}
