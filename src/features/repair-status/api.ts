// Repair lookup: read servisan/{CODE}. Get-only by rule; never cached,
// so the status a customer sees is the current one. The answer to a quote is
// quote-api.ts's (loaded with the quote only).
import { toRepairRecord } from '../../firebase/specs/servisan.read';
import { getDocById } from '../../firebase/visitor/visitor-read';
import type { RepairRecord } from '../../firebase/types';
import type { RepairCode } from './repair-code';

export type { RepairRecord };

/** Only a checked code (validateRepairCode) can be looked up. null: no such record. */
export async function getRepairRecord(code: RepairCode): Promise<RepairRecord | null> {
  const doc = await getDocById(`servisan/${code}`);
  return doc ? toRepairRecord(doc) : null;
}
