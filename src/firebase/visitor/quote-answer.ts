// The customer's answer to a repair quote, from /cek-servisan: one Firestore REST
// commit (no SDK), loaded only when a ticket waits for an answer. It writes the
// answer with a copy of the quote as the customer saw it (total and items) and
// asks the server for the time; firestore.rules accept exactly that, once, under
// a current code, while the ticket's status is 'Menunggu persetujuan' and the copy
// is the stored quote.
import { appEnv } from '../../config/env';
import { configuredAppCheckToken, post, resourceName } from './rest';
import { toRestValue } from './rest-values';

export type QuoteAnswerValue = 'setuju' | 'tolak';

/** The quote the customer answers, as the page showed it. */
export interface AnsweredQuote {
  total: number;
  itemList: readonly { nama: string; harga: number }[];
}

/** The commit of one answer: exactly what firestore.rules let a visitor write. */
export function quoteAnswerCommit(
  projectId: string,
  code: string,
  answer: QuoteAnswerValue,
  quote: AnsweredQuote,
): object {
  const rows = quote.itemList.map((i) => ({
    mapValue: { fields: { nama: toRestValue(i.nama), harga: toRestValue(i.harga) } },
  }));
  return {
    writes: [
      {
        update: {
          name: resourceName(projectId, `servisan/${code}`),
          fields: {
            persetujuan: { stringValue: answer },
            persetujuanTotal: toRestValue(quote.total),
            persetujuanItemList: { arrayValue: { values: rows } },
          },
        },
        updateMask: { fieldPaths: ['persetujuan', 'persetujuanTotal', 'persetujuanItemList'] },
        updateTransforms: [{ fieldPath: 'persetujuanWaktu', setToServerValue: 'REQUEST_TIME' }],
        currentDocument: { exists: true },
      },
    ],
  };
}

/** Stores the answer; a refusal throws RestReadError with code 'permission-denied'. */
export async function sendQuoteAnswer(
  code: string,
  answer: QuoteAnswerValue,
  quote: AnsweredQuote,
): Promise<void> {
  const { projectId } = appEnv().firebase;
  await post('', 'commit', quoteAnswerCommit(projectId, code, answer, quote), configuredAppCheckToken);
}
