// "Ganti kode" on the ticket screen: a ticket under an old, guessable code moves
// to a new one (after the admin agrees: the old code stops working), then the
// screen of the new code offers the WhatsApp message that tells the customer.
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmPanel } from '../core/ConfirmPanel';
import { useConfirmFocus } from '../core/useConfirmFocus';
import { useMember } from '../../../ui/auth-context';
import { changeTicketCode, ticketGone } from './api';
import { CustomerChatLink } from './CustomerChatLink';
import { codeChangeChatHref, statusLink } from './customer-messages';
import type { Ticket } from './ticket-form';
import { adminPaths } from '../../../config/admin-paths';

export const CHANGE_FAILED = 'Kode gagal diganti. Periksa koneksi lalu coba lagi.';
export const CHANGE_GONE =
  'Tiket ini sudah tidak ada di kode ini (mungkin sudah diganti admin lain). Buka lagi dari daftar tiket.';

/** What the new code's screen is told by the move (router state). */
export interface CodeChangedState {
  codeChangedFrom: string;
}

/** The WhatsApp message with the new code, or why there is none. */
export function NewCodeChat({
  ticket,
  from,
  whatsapp,
  label,
}: {
  ticket: Ticket;
  from: string;
  whatsapp: string;
  label: string;
}) {
  const href = codeChangeChatHref(
    whatsapp,
    ticket,
    from,
    ticket.code,
    statusLink(window.location.origin, ticket.code),
  );
  return <CustomerChatLink href={href}>{label}</CustomerChatLink>;
}

/** On the new code's screen, right after the move: what happened, and the message to send. */
export function CodeChangedNotice({
  ticket,
  from,
  whatsapp,
}: {
  ticket: Ticket;
  from: string;
  whatsapp: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The screen changed under the admin's finger: say where they are now.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="alert alert-success" role="status" data-testid="code-changed">
      <p className="mb-2">
        Kode diganti: <span className="font-monospace fw-semibold text-break">{from}</span> →{' '}
        <span className="font-monospace fw-semibold text-break">{ticket.code}</span>. Kode lama tidak berlaku
        lagi; kirim kode baru ini ke pelanggan.
      </p>
      <NewCodeChat ticket={ticket} from={from} whatsapp={whatsapp} label="Kirim kode baru via WhatsApp" />
    </div>
  );
}

/** The "Kode lama" warning: why an old code is a risk, then its action. */
export function OldCodeAlert({ id, lead, children }: { id: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section className="alert alert-warning" aria-labelledby={id}>
      <h2 id={id} className="h6 fw-bold">
        Kode lama
      </h2>
      <p className="mb-2">{lead}</p>
      {children}
    </section>
  );
}

/**
 * The alert's action, asked for in place: its button, then the question with what
 * the move does. `onYes` moves the codes and says whether they moved; when not, the
 * button comes back (and the focus to it) for another try.
 */
export function CodeChangeAsk({
  button,
  onYes,
  ...panel
}: {
  button: string;
  onYes: () => Promise<boolean>;
} & Omit<ComponentProps<typeof ConfirmPanel>, 'questionRef' | 'onYes' | 'onCancel' | 'busy'>) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'writing'>('idle');
  const { openRef, questionRef, focusOpenerNext } = useConfirmFocus(step);

  async function yes() {
    setStep('writing');
    if (await onYes()) return;
    focusOpenerNext();
    setStep('idle');
  }

  if (step === 'idle')
    return (
      <button ref={openRef} type="button" className="btn btn-outline-dark" onClick={() => setStep('confirm')}>
        {button}
      </button>
    );
  return (
    <ConfirmPanel
      {...panel}
      questionRef={questionRef}
      busy={step === 'writing'}
      onYes={() => void yes()}
      onCancel={() => {
        focusOpenerNext();
        setStep('idle');
      }}
    />
  );
}

/** Shown for a ticket under an old-format code: why to move it, and "Ganti kode". */
export function OldCodeNotice({ ticket }: { ticket: Ticket }) {
  const admin = useMember();
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');

  async function change(): Promise<boolean> {
    setFailure('');
    try {
      const { to } = await changeTicketCode(ticket.code, admin);
      const state: CodeChangedState = { codeChangedFrom: ticket.code };
      navigate(adminPaths.repair(to), { replace: true, state });
      return true;
    } catch (e) {
      console.warn('Code change failed', e);
      setFailure(ticketGone(e) ? CHANGE_GONE : CHANGE_FAILED);
      return false;
    }
  }

  return (
    <OldCodeAlert
      id="kode-lama"
      lead="Kode ini format lama dan mudah ditebak: siapa pun yang menebaknya bisa melihat data pelanggan. Ganti ke kode baru."
    >
      <CodeChangeAsk
        button="Ganti kode"
        label="Konfirmasi ganti kode"
        question={`Ganti kode ${ticket.code} ke kode baru?`}
        yes="Ya, ganti kode"
        busyYes="Mengganti kode..."
        onYes={change}
      >
        <p className="small mb-0">
          Tiket, riwayat, dan nomor pelanggan pindah ke kode baru. Kode lama{' '}
          <span className="font-monospace">{ticket.code}</span> tidak berlaku lagi: di Cek Servisan dan pada
          nota lama. Setelah ini kirim kode baru ke pelanggan lewat WhatsApp.
        </p>
      </CodeChangeAsk>
      {failure && (
        <p className="text-danger-emphasis fw-semibold small mt-2 mb-0" role="alert">
          {failure}
        </p>
      )}
    </OldCodeAlert>
  );
}
