// Where a repair is in its journey, for the step indicator beside the status badge.
// Only the shop's four flow statuses are steps; anything staff typed by hand
// ('Menunggu sparepart') is shown as text, never forced onto a step it may not be.
import { normaliseStatus, REPAIR_FLOW } from '../../lib/repair-status';

export const REPAIR_STEPS = REPAIR_FLOW;

export type RepairProgress =
  /** A flow status: `current` is its index in REPAIR_STEPS. */
  | { kind: 'step'; current: number }
  /** A status typed by staff, shown as written (trimmed). */
  | { kind: 'custom'; status: string }
  /** No status at all. */
  | { kind: 'none' };

/** The step a status stands for; case and extra spaces are forgiven, as for the badge. */
export function repairProgress(status: string): RepairProgress {
  const wanted = normaliseStatus(status);
  if (!wanted) return { kind: 'none' };
  const current = REPAIR_STEPS.findIndex((s) => normaliseStatus(s) === wanted);
  return current >= 0 ? { kind: 'step', current } : { kind: 'custom', status: status.trim() };
}
