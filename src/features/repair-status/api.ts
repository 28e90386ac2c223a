// Repair lookup: read servisan/{CODE}, never cached, so the status a customer sees
// is the current one; and the customer's one write, the answer to a quote.
import { toRepairRecord } from '../../firebase/specs/servisan.read';
import { RestReadError } from '../../firebase/visitor/rest';
import { getDocById } from '../../firebase/visitor/visitor-read';
import type { RepairRecord } from '../../firebase/types';
import type { RepairCode } from './repair-code';

export type { RepairRecord };

/** Only a checked code (validateRepairCode) can be looked up. null: no such record. */
export async function getRepairRecord(code: RepairCode): Promise<RepairRecord | null> {
  const doc = await getDocById(`servisan/${code}`);
  return doc ? toRepairRecord(doc) : null;
}

export type QuoteAnswerValue = 'setuju' | 'tolak';

/**
 * An answer's outcome: stored (with the ticket as stored now), refused by the
 * rules (already answered, or no longer waiting) or not sent (no connection).
 */
export type AnswerResult =
  { ok: true; record: RepairRecord | null } | { ok: false; reason: 'refused' | 'failed' };

/** The customer's answer to the quote. The write's code loads only here: most lookups answer nothing. */
export async function answerQuote(code: string, answer: QuoteAnswerValue): Promise<AnswerResult> {
  const { sendQuoteAnswer } = await import('../../firebase/visitor/quote-answer');
  try {
    await sendQuoteAnswer(code, answer);
  } catch (e) {
    const refused = e instanceof RestReadError && ['permission-denied', 'not-found'].includes(e.code);
    return { ok: false, reason: refused ? 'refused' : 'failed' };
  }
  const doc = await getDocById(`servisan/${code}`);
  return { ok: true, record: doc ? toRepairRecord(doc) : null };
}
