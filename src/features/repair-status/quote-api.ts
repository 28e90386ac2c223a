// The customer's answer to a quote: loaded with the quote's own chunk
// (QuoteApproval), so a lookup without a quote carries none of it.
import { toRepairRecord } from '../../firebase/specs/servisan.read';
import { sendQuoteAnswer } from '../../firebase/visitor/quote-answer';
import { RestReadError } from '../../firebase/visitor/rest';
import { getDocById } from '../../firebase/visitor/visitor-read';
import type { RepairRecord } from './api';

export type QuoteAnswerValue = 'setuju' | 'tolak';

/**
 * An answer's outcome: stored (with the ticket as stored now), refused by the
 * rules (already answered, no longer waiting, or the quote changed since the
 * page read it) or not sent (no connection).
 */
export type AnswerResult =
  { ok: true; record: RepairRecord | null } | { ok: false; reason: 'refused' | 'failed' };

/**
 * The customer's answer to the quote the page shows (`quote`: its total and
 * items, which the answer keeps). The write's code loads only here: most
 * lookups answer nothing.
 */
export async function answerQuote(
  quote: Pick<RepairRecord, 'code' | 'total' | 'itemList'>,
  answer: QuoteAnswerValue,
): Promise<AnswerResult> {
  try {
    await sendQuoteAnswer(quote.code, answer, quote);
  } catch (e) {
    const refused = e instanceof RestReadError && ['permission-denied', 'not-found'].includes(e.code);
    return { ok: false, reason: refused ? 'refused' : 'failed' };
  }
  const doc = await getDocById(`servisan/${quote.code}`);
  return { ok: true, record: doc ? toRepairRecord(doc) : null };
}
