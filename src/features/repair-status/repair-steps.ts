// Where a repair is in its journey, for the step indicator beside the status badge.
// The shop's four flow statuses are steps; a waiting step (the quote's approval, a
// part on order) shows as a step of its own after 'Masuk' while the ticket is at it
// (not every repair passes there, so it is not shown once passed). Anything else
// staff typed by hand is shown as text, never forced onto a step it may not be.
import { normaliseStatus, REPAIR_FLOW, WAITING_STATUSES } from '../../lib/repair-status';

export const REPAIR_STEPS: readonly string[] = REPAIR_FLOW;

export type RepairProgress =
  /** A step: `current` is its index in `steps`. */
  | { kind: 'step'; steps: readonly string[]; current: number }
  /** A status typed by staff, shown as written (trimmed). */
  | { kind: 'custom'; status: string }
  /** No status at all. */
  | { kind: 'none' };

const same = (a: string, b: string) => normaliseStatus(a) === normaliseStatus(b);

/** The step a status stands for; case and extra spaces are forgiven, as for the badge. */
export function repairProgress(status: string): RepairProgress {
  if (!normaliseStatus(status)) return { kind: 'none' };
  const waiting = WAITING_STATUSES.find((s) => same(s, status));
  if (waiting)
    return { kind: 'step', steps: [REPAIR_STEPS[0]!, waiting, ...REPAIR_STEPS.slice(1)], current: 1 };
  const current = REPAIR_STEPS.findIndex((s) => same(s, status));
  return current >= 0
    ? { kind: 'step', steps: REPAIR_STEPS, current }
    : { kind: 'custom', status: status.trim() };
}
