// The quote on /cek-servisan: its own chunk, fetched only for a ticket that waits
// for the customer's answer or holds one. The breakdown comes first, then Setuju /
// Tolak, each confirmed before it is sent; a refused or unsent answer says why in
// Indonesian and keeps the choice. An answer shows with its amount and time, and
// what happens next. A legacy short code (guessable) reads its quote but answers it
// through the shop's chat.
import { useId, useState } from 'react';
import { AFTER_REFUSAL_DEFAULT } from '../../lib/after-refusal';
import { getDocById } from '../../firebase/visitor/visitor-read';
import { formatRupiah } from '../../lib/currency';
import { formatShortDateTime } from '../../lib/dates';
import { isOldRepairCode } from '../../lib/repair-code';
import { waitsForAnswer } from '../../lib/repair-status';
import { ChatAdminButton } from '../../ui/ChatLink';
import { useLoad } from '../../ui/useLoad';
import { useShopWhatsApp } from '../../ui/useShopContact';
import type { RepairRecord } from './api';
import { answerQuote, type QuoteAnswerValue } from './quote-api';

export const ANSWER_REFUSED =
  'Jawaban tidak bisa disimpan: biaya ini sudah dijawab, berubah, atau tidak lagi menunggu persetujuan.';
export const ANSWER_FAILED = 'Jawaban belum terkirim. Periksa koneksi internet kamu lalu coba lagi.';
export const LEGACY_CODE_ASK =
  'Kode di nota kamu masih model lama, jadi persetujuan biaya tidak bisa lewat halaman ini. Hubungi admin kami lewat WhatsApp untuk menyetujui atau menolak biaya ini.';
export const APPROVED_NEXT =
  'Terima kasih. Teknisi kami mulai mengerjakan perbaikan; statusnya berubah menjadi "Sedang diservice".';

/** What each answer means for the customer: said beside the buttons and again when confirming. */
const MEANS: Record<QuoteAnswerValue, string> = {
  setuju: 'Setuju: teknisi kami memperbaiki perangkat dengan biaya di atas.',
  tolak: 'Tolak: perangkat tidak diperbaiki dan kamu ambil kembali di toko.',
};

const ASK: Record<QuoteAnswerValue, { question: string; yes: string; yesClass: string }> = {
  setuju: { question: 'Setujui biaya', yes: 'Ya, setuju', yesClass: 'btn-primary' },
  tolak: { question: 'Tolak biaya', yes: 'Ya, tolak', yesClass: 'btn-danger' },
};

type Answer = NonNullable<RepairRecord['quoteAnswer']>;

/** 'Disetujui Rp 850.000 · 29 Nov 2026 13.22': the answer, the amount it answered, its time. */
function answerText(answer: Answer, fallbackTotal: number): string {
  return [
    `${answer.answer === 'setuju' ? 'Disetujui' : 'Ditolak'} ${formatRupiah(answer.total ?? fallbackTotal)}`,
    answer.at && formatShortDateTime(answer.at),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The shop's words for a customer who refused (pesan_servis/template's setelahTolak), else the app's. */
async function afterRefusal(): Promise<string> {
  try {
    const doc = await getDocById('pesan_servis/template', { cache: true });
    const text = doc?.data.setelahTolak;
    return typeof text === 'string' && text.trim() ? text.trim() : AFTER_REFUSAL_DEFAULT;
  } catch {
    return AFTER_REFUSAL_DEFAULT;
  }
}

function RefusalNext() {
  const text = useLoad(afterRefusal, 'setelah-tolak');
  return (
    <p className="mb-0 mt-1" data-testid="quote-next" style={{ whiteSpace: 'pre-line' }}>
      {text.status === 'ready' ? text.data : AFTER_REFUSAL_DEFAULT}
    </p>
  );
}

/**
 * The customer's answer, once given: what, for how much and when, and what comes
 * next while the ticket still waits on it (then its status says what happens).
 */
function AnswerNotice({ answer, total, next }: { answer: Answer; total: number; next: boolean }) {
  const yes = answer.answer === 'setuju';
  return (
    <div className={`alert ${yes ? 'alert-success' : 'alert-secondary'} mt-3 mb-0`}>
      <p className="fw-semibold mb-0" data-testid="quote-answer">
        {answerText(answer, total)}
      </p>
      {next &&
        (yes ? (
          <p className="mb-0 mt-1" data-testid="quote-next">
            {APPROVED_NEXT}
          </p>
        ) : (
          <RefusalNext />
        ))}
    </div>
  );
}

/** Answers a new quote replaced: the customer sees what they answered before, and for how much. */
function PastAnswers({ record }: { record: RepairRecord }) {
  if (record.pastAnswers.length === 0) return null;
  return (
    <div className="small text-body-secondary mt-3" data-testid="quote-past">
      <p className="mb-1">Jawaban untuk penawaran sebelumnya:</p>
      <ul className="mb-0 ps-3">
        {record.pastAnswers.map((a, i) => (
          <li key={i}>{answerText(a, record.total)}</li>
        ))}
      </ul>
    </div>
  );
}

/** `onAnswered`: the answer just stored, which the whole result (badge, steps) shows at once. */
export default function QuoteApproval({
  record,
  onAnswered,
  onReload,
}: {
  record: RepairRecord;
  onAnswered: (answer: Answer) => void;
  onReload: () => void;
}) {
  const answer = record.quoteAnswer;
  return (
    <>
      {answer ? (
        <AnswerNotice answer={answer} total={record.total} next={waitsForAnswer(record.status)} />
      ) : isOldRepairCode(record.code) ? (
        <LegacyCodeQuote record={record} />
      ) : (
        <QuoteQuestion record={record} onAnswered={onAnswered} onReload={onReload} />
      )}
      <PastAnswers record={record} />
    </>
  );
}

/** The quote's items and total: what the customer answers, read before the buttons. */
function Breakdown({ record }: { record: RepairRecord }) {
  return (
    <dl className="repair-quote-items mb-2">
      {record.itemList.map((item, i) => (
        <div key={i}>
          <dt>{item.nama || '-'}</dt>
          <dd className="price">{formatRupiah(item.harga)}</dd>
        </div>
      ))}
      <div className="repair-quote-total">
        <dt>Total biaya servis</dt>
        <dd className="price" data-testid="quote-total">
          {formatRupiah(record.total)}
        </dd>
      </div>
    </dl>
  );
}

/** A quote under a legacy code: the breakdown, and the shop's chat instead of the buttons. */
function LegacyCodeQuote({ record }: { record: RepairRecord }) {
  const whatsapp = useShopWhatsApp();
  return (
    <section className="repair-quote mt-3" data-testid="quote-approval">
      <h3 className="h6 mb-2">Persetujuan biaya</h3>
      <Breakdown record={record} />
      <p className="mb-2" data-testid="quote-legacy">
        {LEGACY_CODE_ASK}
      </p>
      <div className="d-grid d-sm-block">
        <ChatAdminButton
          number={whatsapp}
          text={`Halo ONE GADGET, saya ingin menjawab persetujuan biaya servisan kode ${record.code} (${formatRupiah(record.total)}).`}
          data-tap="servis"
        >
          Jawab lewat WhatsApp
        </ChatAdminButton>
      </div>
    </section>
  );
}

/** The quote's Setuju / Tolak, after its breakdown, each confirmed before it is sent. */
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
    const result = await answerQuote(record, answer);
    setSending(false);
    if (!result.ok) setFailure(result.reason);
    else if (result.record?.quoteAnswer) onAnswered(result.record.quoteAnswer);
    else onReload();
  }

  const ask = asking && ASK[asking];
  return (
    <section className="repair-quote mt-3" aria-labelledby={`${id}-title`} data-testid="quote-approval">
      <h3 id={`${id}-title`} className="h6 mb-2">
        Persetujuan biaya
      </h3>
      <Breakdown record={record} />
      {ask ? (
        <div className="repair-quote-confirm" role="group" aria-labelledby={`${id}-ask`}>
          <p id={`${id}-ask`} className="fw-semibold mb-1">
            {ask.question} <span className="text-nowrap">{total}</span>?
          </p>
          <p className="small mb-2">{MEANS[asking]}</p>
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
        <>
          <p className="mb-2">Lanjutkan perbaikan dengan biaya ini?</p>
          <div className="d-grid gap-2 d-sm-flex">
            <button type="button" className="btn btn-primary" onClick={() => setAsking('setuju')}>
              Setuju
            </button>
            <button type="button" className="btn btn-outline-danger" onClick={() => setAsking('tolak')}>
              Tolak
            </button>
          </div>
          <ul className="small text-body-secondary mb-0 mt-2 ps-3" data-testid="quote-means">
            <li>{MEANS.setuju}</li>
            <li>{MEANS.tolak}</li>
          </ul>
        </>
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
