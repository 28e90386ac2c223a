import { useState, type FormEvent } from 'react';
import { PHONE_PATTERN } from '../../config/limits';
import { ChatAdminButton } from '../../ui/ChatLink';
import { Field } from '../../ui/Field';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { newLeadRef } from './condition';
import { newLeadId, submitLead, type LeadInput } from './lead-api';

type Sending =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'failed'; offline: boolean }
  | { state: 'sent'; ref: string; text: string };

/** One reference and its document id; a new pair once a send has gone through. */
interface Pending {
  ref: string;
  id?: string;
  /** An earlier send with this id gave no answer: it may be stored already. */
  unsure: boolean;
}

const isRefused = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'permission-denied';

/**
 * "Kirim ke WhatsApp": stores the lead under a reference, then offers the chat with
 * the message naming it. A failed send keeps the answers and offers 'Coba lagi'.
 */
export function SendLead({
  whatsapp,
  lead,
  message,
}: {
  whatsapp: string;
  lead: Omit<LeadInput, 'ref' | 'whatsapp'>;
  message: (ref: string) => string;
}) {
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(() => ({ ref: newLeadRef(), unsure: false }));
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  async function send(e: FormEvent) {
    e.preventDefault();
    const typed = number.trim();
    if (typed && !PHONE_PATTERN.test(typed)) {
      setNumberError('Nomor WhatsApp tidak valid. Gunakan angka, spasi, atau + - ( ), 6–20 karakter.');
      return;
    }
    setNumberError(null);
    setSending({ state: 'sending' });
    const ref = pending.ref;
    try {
      const id = pending.id ?? (await newLeadId());
      setPending((p) => ({ ...p, id }));
      try {
        await submitLead({ ...lead, ref, ...(typed ? { whatsapp: typed } : {}) }, id);
      } catch (err) {
        // A refusal after an unanswered try means that try was stored.
        if (!(pending.unsure && isRefused(err))) throw err;
      }
      setSending({ state: 'sent', ref, text: message(ref) });
      setPending({ ref: newLeadRef(), unsure: false });
    } catch (err) {
      console.warn('Lead not sent', err);
      setPending((p) => ({ ...p, unsure: !isRefused(err) }));
      setSending({ state: 'failed', offline: !navigator.onLine });
    }
  }

  if (sending.state === 'sent')
    return (
      <div className="alert alert-success mb-0" role="status">
        <p className="mb-2">
          Data kamu tersimpan dengan referensi <strong className="condition-ref">{sending.ref}</strong>. Kirim
          pesannya ke admin:
        </p>
        <ChatAdminButton number={whatsapp} text={sending.text} data-tap="kalkulator">
          Buka WhatsApp
        </ChatAdminButton>
      </div>
    );

  return (
    <form onSubmit={send} noValidate aria-label="Kirim ke WhatsApp">
      <Field
        id="kondisi-wa"
        label="Nomor WhatsApp kamu (opsional)"
        hint="Isi kalau mau dihubungi admin lebih dulu."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        limit={20}
        value={number}
        error={numberError}
        onChange={(e) => setNumber(e.target.value)}
      />
      {sending.state === 'failed' && (
        <div className="alert alert-danger" role="alert">
          {sending.offline
            ? 'Kamu sedang offline: jawabanmu tetap di sini, kirim lagi saat sinyal kembali.'
            : 'Gagal mengirim. Jawabanmu tetap di sini.'}
        </div>
      )}
      <div className="d-grid d-sm-block">
        <button type="submit" className="btn btn-whatsapp" disabled={sending.state === 'sending'}>
          <WhatsAppIcon />
          {sending.state === 'sending'
            ? 'Mengirim...'
            : sending.state === 'failed'
              ? 'Coba lagi'
              : 'Kirim ke WhatsApp'}
        </button>
      </div>
    </form>
  );
}
