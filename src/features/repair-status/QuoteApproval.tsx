// The quote on /cek-servisan: its own chunk, fetched only for a ticket that waits
// for the customer's answer or holds one. Each answer asks for a confirmation
// first; a refused or unsent answer says why in Indonesian and keeps the choice.
import { useId, useState } from 'react';
import { formatRupiah } from '../../lib/currency';
import { formatDateTime } from '../../lib/dates';
import type { RepairRecord } from './api';
import { answerQuote, type QuoteAnswerValue } from './quote-api';

export const ANSWER_REFUSED =
  'Jawaban tidak bisa disimpan: biaya ini sudah dijawab atau tidak lagi menunggu persetujuan.';
export const ANSWER_FAILED = 'Jawaban belum terkirim. Periksa koneksi internet kamu lalu coba lagi.';

const ASK: Record<QuoteAnswerValue, { question: string; detail: string; yes: string; yesClass: string }> = {
  setuju: {
    question: 'Setujui biaya',
    detail: 'Teknisi kami melanjutkan perbaikan setelah kamu setuju.',
    yes: 'Ya, setuju',
    yesClass: 'btn-primary',
  },
  tolak: {
    question: 'Tolak biaya',
    detail: 'Perangkat tidak diperbaiki; admin akan menghubungi kamu soal pengambilannya.',
    yes: 'Ya, tolak',
    yesClass: 'btn-danger',
  },
};

/** The customer's answer, once given: what and when. */
function AnswerNotice({ answer }: { answer: Answer }) {
  const yes = answer.answer === 'setuju';
  return (
    <p className={`alert ${yes ? 'alert-success' : 'alert-secondary'} mt-3 mb-0`} data-testid="quote-answer">
      {yes ? 'Biaya disetujui' : 'Biaya ditolak'}
      {answer.at && ` ${formatDateTime(answer.at)}`}
    </p>
  );
}

type Answer = NonNullable<RepairRecord['quoteAnswer']>;

export default function QuoteApproval({ record, onReload }: { record: RepairRecord; onReload: () => void }) {
  // The answer just stored, until the next lookup brings the ticket anew.
  const [answered, setAnswered] = useState<{ from: RepairRecord; answer: Answer } | null>(null);
  const answer = answered?.from === record ? answered.answer : record.quoteAnswer;
  return answer ? (
    <AnswerNotice answer={answer} />
  ) : (
    <QuoteQuestion
      record={record}
      onAnswered={(a) => setAnswered({ from: record, answer: a })}
      onReload={onReload}
    />
  );
}

/** The quote's Setuju / Tolak, each confirmed before it is sent. */
function QuoteQuestion({
  record,
  onAnswered,
  onReload,
}: {
  record: RepairRecord;
  onAnswered: (answer: Answer) => void;
  onReload: () => void;
}) {
  const id = useId();
  const [asking, setAsking] = useState<QuoteAnswerValue | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<'refused' | 'failed' | null>(null);
  const total = formatRupiah(record.total);

  async function send(answer: QuoteAnswerValue) {
    setSending(true);
    setFailure(null);
    const result = await answerQuote(record.code, answer);
    setSending(false);
    if (!result.ok) setFailure(result.reason);
    else if (result.record?.quoteAnswer) onAnswered(result.record.quoteAnswer);
    else onReload();
  }

  const ask = asking && ASK[asking];
  return (
    <section className="repair-quote mt-3" aria-labelledby={`${id}-title`} data-testid="quote-approval">
      <h3 id={`${id}-title`} className="h6 mb-1">
        Persetujuan biaya
      </h3>
      <p className="mb-2">
        Total biaya servis <strong className="price text-nowrap">{total}</strong> (rinciannya di bawah).
        Lanjutkan perbaikan?
      </p>
      {ask ? (
        <div className="repair-quote-confirm" role="group" aria-labelledby={`${id}-ask`}>
          <p id={`${id}-ask`} className="fw-semibold mb-1">
            {ask.question} <span className="text-nowrap">{total}</span>?
          </p>
          <p className="small mb-2">{ask.detail}</p>
          <div className="d-grid gap-2 d-sm-flex">
            <button
              type="button"
              className={`btn ${ask.yesClass}`}
              disabled={sending}
              onClick={() => void send(asking)}
            >
              {sending ? 'Mengirim...' : ask.yes}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={sending}
              onClick={() => {
                setAsking(null);
                setFailure(null);
              }}
            >
              Batal
            </button>
          </div>
        </div>
      ) : (
        <div className="d-grid gap-2 d-sm-flex">
          <button type="button" className="btn btn-primary" onClick={() => setAsking('setuju')}>
            Setuju
          </button>
          <button type="button" className="btn btn-outline-danger" onClick={() => setAsking('tolak')}>
            Tolak
          </button>
        </div>
      )}
      {failure && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {failure === 'refused' ? ANSWER_REFUSED : ANSWER_FAILED}
          {failure === 'refused' && (
            <div className="mt-2">
              <button type="button" className="btn btn-outline-secondary" onClick={onReload}>
                Lihat status terbaru
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
