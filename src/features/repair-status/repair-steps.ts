// Where a repair is in its journey, for the step indicator beside the status badge.
// The shop's four flow statuses are steps; a waiting step (the quote's approval, a
// part on order) shows as a step of its own after 'Masuk' while the ticket is at it
// (not every repair passes there, so it is not shown once passed). Anything else
// staff typed by hand is shown as text, never forced onto a step it may not be.
import {
  COLLECTED_STATUS,
  normaliseStatus,
  QUOTE_STATUS,
  REPAIR_FLOW,
  WAITING_STATUSES,
} from '../../lib/repair-status';

export const REPAIR_STEPS: readonly string[] = REPAIR_FLOW;

export type RepairProgress =
  /** A step: `current` is its index in `steps`. */
  | { kind: 'step'; steps: readonly string[]; current: number }
  /** A status typed by staff, shown as written (trimmed). */
  | { kind: 'custom'; status: string }
  /** No status at all. */
  | { kind: 'none' };

const same = (a: string, b: string) => normaliseStatus(a) === normaliseStatus(b);

/** The customer's answer to the quote, when one stands. */
export type QuoteAnswerWord = 'setuju' | 'tolak' | null;

/** What an answered quote reads as, in the badge and as its step, until staff move the ticket on. */
export const ANSWERED_STATUS = { setuju: 'Biaya disetujui', tolak: 'Biaya ditolak' } as const;

/**
 * The status the customer reads: the stored one, but a quote already answered
 * reads as its answer (the ticket still says 'Menunggu persetujuan' until staff
 * move it on, and the customer is waiting for nothing any more).
 */
export function shownStatus(status: string, answer: QuoteAnswerWord): string {
  return answer && same(status, QUOTE_STATUS) ? ANSWERED_STATUS[answer] : status;
}

/**
 * The step a status stands for; case and extra spaces are forgiven, as for the
 * badge. An approved quote is a step done with the work next; a refused one
 * leads straight to collecting the device.
 */
export function repairProgress(status: string, answer: QuoteAnswerWord = null): RepairProgress {
  if (!normaliseStatus(status)) return { kind: 'none' };
  const [first, ...rest] = REPAIR_STEPS;
  if (answer && same(status, QUOTE_STATUS)) {
    const answered = ANSWERED_STATUS[answer];
    return answer === 'setuju'
      ? { kind: 'step', steps: [first!, answered, ...rest], current: 1 }
      : { kind: 'step', steps: [first!, answered, COLLECTED_STATUS], current: 1 };
  }
  const waiting = WAITING_STATUSES.find((s) => same(s, status));
  if (waiting) return { kind: 'step', steps: [first!, waiting, ...rest], current: 1 };
  const current = REPAIR_STEPS.findIndex((s) => same(s, status));
  return current >= 0
    ? { kind: 'step', steps: REPAIR_STEPS, current }
    : { kind: 'custom', status: status.trim() };
}
