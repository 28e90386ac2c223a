import { Fragment, useId, useState, type FormEvent } from 'react';
import { REPAIR_LINE_MAX, REPAIR_TICKET_LIMITS } from '../../../firebase/specs/servisan';
import { formatRupiah } from '../../../lib/currency';
import { formatDateTime } from '../../../lib/dates';
import {
  normaliseStatus,
  REPAIR_FLOW,
  statusBadgeClass,
  QUOTE_STATUS,
  WAITING_STATUSES,
  waitsForAnswer,
} from '../../../lib/repair-status';
import { useMember } from '../../../ui/auth-context';
import { useLoad } from '../../../ui/useLoad';
import { addTicketNote, getRepairMessages, setTicketStatus } from './api';
import { CustomerChatLink } from './CustomerChatLink';
import { customerChatHref, statusLink } from './customer-messages';
import type { Ticket } from './ticket-form';

/** The status an approved quote leads to. */
const WORK_STATUS = REPAIR_FLOW[1];

export const STATUS_FAILED = 'Status gagal disimpan. Periksa koneksi lalu coba lagi.';
export const NOTE_FAILED =
  'Catatan gagal disimpan. Periksa koneksi lalu coba lagi; isian kamu masih di sini.';

/**
 * The customer's chat about the current status, or why there is none: the
 * owner's message for it once read (the app's own until then, or if it fails).
 */
function CustomerChat({ ticket, whatsapp }: { ticket: Ticket; whatsapp: string }) {
  const templates = useLoad(getRepairMessages, 'pesan');
  const href = customerChatHref(
    whatsapp,
    ticket,
    ticket.status,
    statusLink(window.location.origin, ticket.code),
    templates.status === 'ready' ? templates.data : undefined,
  );
  return (
    <CustomerChatLink href={href} className="btn-lg w-100">
      Kabari pelanggan via WhatsApp: {ticket.status}
    </CustomerChatLink>
  );
}

/** The customer's answer to the quote (for how much, and when), or that it is still awaited. */
function QuoteAnswerLine({ ticket }: { ticket: Ticket }) {
  const answer = ticket.quoteAnswer;
  if (answer) {
    const yes = answer.answer === 'setuju';
    return (
      <p
        className={`alert ${yes ? 'alert-success' : 'alert-warning'} py-2 mb-3`}
        data-testid="ticket-quote-answer"
      >
        <strong>{yes ? 'Disetujui' : 'Ditolak'}</strong> pelanggan{' '}
        <span className="text-nowrap">{formatRupiah(answer.total ?? ticket.total)}</span>
        {answer.at && <> · {formatDateTime(answer.at)}</>}
      </p>
    );
  }
  if (!waitsForAnswer(ticket.status)) return null;
  return (
    <p className="alert alert-info py-2 mb-3" data-testid="ticket-quote-answer">
      Menunggu jawaban pelanggan di halaman Cek Servisan.
    </p>
  );
}

/** A labelled one-line input with its button beside it; the button waits for some text. */
function OneLineForm(props: {
  id: string;
  className: string;
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (v: string) => void;
  onSubmit: (e: FormEvent) => void;
  disabled: boolean;
  button: string;
  buttonClass: string;
  hint?: string;
}) {
  const { id, value } = props;
  return (
    <form onSubmit={props.onSubmit} className={props.className}>
      <label htmlFor={id} className="form-label">
        {props.label}
      </label>
      <div className="input-group">
        <input
          id={id}
          className="form-control"
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          value={value}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button
          type="submit"
          className={`btn ${props.buttonClass}`}
          disabled={props.disabled || !value.trim()}
        >
          {props.button}
        </button>
      </div>
      {props.hint && <div className="form-text">{props.hint}</div>}
    </form>
  );
}

/**
 * One tap moves the ticket along the flow (or to a status typed by hand); each
 * change and each note adds a line to the history the customer sees.
 */
export function StatusPanel({
  ticket,
  whatsapp,
  onChanged,
}: {
  ticket: Ticket;
  whatsapp: string;
  onChanged: (t: Ticket) => void;
}) {
  const admin = useMember();
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [custom, setCustom] = useState('');
  const [note, setNote] = useState('');
  const current = normaliseStatus(ticket.status);
  // Approved and still at the quote: the next step is the work, one tap away.
  const freshApproval = ticket.quoteAnswer?.answer === 'setuju' && waitsForAnswer(ticket.status);

  async function run(what: string, write: () => Promise<Ticket>, failed: string, after?: () => void) {
    setBusy(what);
    setFailure('');
    try {
      onChanged(await write());
      after?.();
    } catch (e) {
      console.warn('Ticket change failed', e);
      setFailure(failed);
    } finally {
      setBusy(null);
    }
  }

  const choose = (status: string) =>
    run(
      status,
      () => setTicketStatus(ticket.code, status, admin, new Date()),
      STATUS_FAILED,
      () => setCustom(''),
    );

  function submitCustom(e: FormEvent) {
    e.preventDefault();
    const status = custom.trim();
    if (status) void choose(status);
  }

  function submitNote(e: FormEvent) {
    e.preventDefault();
    const line = note.trim();
    if (line)
      void run(
        'catatan',
        () => addTicketNote(ticket.code, line, admin, new Date()),
        NOTE_FAILED,
        () => setNote(''),
      );
  }

  return (
    <section className="card shadow-sm mb-3" aria-labelledby={`${id}-judul`}>
      <div className="card-body">
        <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
          <h2 id={`${id}-judul`} className="h5 mb-0 me-auto">
            Status
          </h2>
          <span className={`${statusBadgeClass(ticket.status)} fs-6`} data-testid="ticket-status">
            {ticket.status || '-'}
          </span>
        </div>
        <QuoteAnswerLine ticket={ticket} />
        {freshApproval && (
          <button
            type="button"
            className="btn btn-success btn-lg w-100 mb-3"
            disabled={busy !== null}
            onClick={() => void choose(WORK_STATUS)}
            data-testid="start-work"
          >
            {busy === WORK_STATUS ? 'Menyimpan...' : `Mulai kerjakan → ${WORK_STATUS}`}
          </button>
        )}
        <div role="group" aria-label="Ubah status" className="d-grid gap-2 mb-3">
          {[...REPAIR_FLOW.slice(0, 1), ...WAITING_STATUSES, ...REPAIR_FLOW.slice(1)].map((s) => {
            const on = normaliseStatus(s) === current;
            // After an answer the ticket still waits on its quote (marked as current); a
            // button of its own asks the customer anew with a new quote.
            const again = on && s === QUOTE_STATUS && ticket.quoteAnswer !== null;
            return (
              <Fragment key={s}>
                <button
                  type="button"
                  className={`btn ${on ? 'btn-primary' : 'btn-light border'}`}
                  aria-pressed={on}
                  disabled={busy !== null}
                  onClick={() => !on && void choose(s)}
                >
                  {busy === s && !on ? 'Menyimpan...' : s}
                </button>
                {again && (
                  <button
                    type="button"
                    className="btn btn-outline-primary"
                    disabled={busy !== null}
                    onClick={() => void choose(s)}
                  >
                    {busy === s ? 'Menyimpan...' : 'Minta persetujuan lagi'}
                  </button>
                )}
              </Fragment>
            );
          })}
        </div>
        <OneLineForm
          id={`${id}-lain`}
          className="mb-3"
          label="Status lain"
          placeholder="Misalnya: Dikirim ke service center"
          maxLength={REPAIR_TICKET_LIMITS.status}
          value={custom}
          onChange={setCustom}
          onSubmit={submitCustom}
          disabled={busy !== null}
          button="Simpan status"
          buttonClass="btn-outline-secondary"
        />
        {failure && (
          <p className="text-danger small" role="alert">
            {failure}
          </p>
        )}
        <CustomerChat ticket={ticket} whatsapp={whatsapp} />
        <OneLineForm
          id={`${id}-catatan`}
          className="mt-3"
          label="Tambah catatan perbaikan"
          placeholder="Misalnya: Penggantian baterai"
          maxLength={REPAIR_LINE_MAX}
          value={note}
          onChange={setNote}
          onSubmit={submitNote}
          disabled={busy !== null}
          button={busy === 'catatan' ? 'Menyimpan...' : 'Tambah'}
          buttonClass="btn-outline-secondary"
          hint="Pelanggan melihat catatan ini di halaman Cek Servisan."
        />
      </div>
    </section>
  );
}
