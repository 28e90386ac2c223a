// The test emulators, seen as the shop owner (rules bypassed): read back what a
// page stored, or write what an admin would.
import { backendConfig } from '../../../scripts/lib/config.mjs';
import { authAdmin, firestoreAdmin } from '../../../scripts/lib/emulator-admin.mjs';

const cfg = backendConfig();
export const firestore = firestoreAdmin(cfg);
export const auth = authAdmin(cfg);
export const emulatorConfig = cfg;

/** A seed-style value for a timestamp. */
export const time = (d: Date) => ({ __time__: d.toISOString() });

/** Writes one document (seed format: `{ __time__ }` for timestamps). */
export function writeDoc(path: string, data: Record<string, unknown>) {
  return firestore.writeDocuments([{ path, data }]);
}
