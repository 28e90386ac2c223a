// The customer's answer to a repair quote, from /cek-servisan: one Firestore REST
// commit (no SDK), loaded only when a ticket waits for an answer. It writes the
// answer and asks the server for the time; firestore.rules accept exactly that,
// once, while the ticket's status is 'Menunggu persetujuan'.
import { appEnv } from '../../config/env';
import { configuredAppCheckToken, post, resourceName } from './rest';

export type QuoteAnswerValue = 'setuju' | 'tolak';

/** The commit of one answer: exactly what firestore.rules let a visitor write. */
export function quoteAnswerCommit(projectId: string, code: string, answer: QuoteAnswerValue): object {
  return {
    writes: [
      {
        update: {
          name: resourceName(projectId, `servisan/${code}`),
          fields: { persetujuan: { stringValue: answer } },
        },
        updateMask: { fieldPaths: ['persetujuan'] },
        updateTransforms: [{ fieldPath: 'persetujuanWaktu', setToServerValue: 'REQUEST_TIME' }],
        currentDocument: { exists: true },
      },
    ],
  };
}

/** Stores the answer; a refusal throws RestReadError with code 'permission-denied'. */
export async function sendQuoteAnswer(code: string, answer: QuoteAnswerValue): Promise<void> {
  const { projectId } = appEnv().firebase;
  await post('', 'commit', quoteAnswerCommit(projectId, code, answer), configuredAppCheckToken);
}
