import { useState, type FormEvent } from 'react';
import { NO_CHAT_NUMBER, whatsAppLink } from '../../lib/chat';
import { ChatAdminButton } from '../../ui/ChatLink';
import { Field } from '../../ui/Field';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { newLeadRef } from './condition';
import { countLeadChat, newLeadId, resendLead, submitLead, type LeadInput } from './lead-api';
import { isWhatsAppNumber, LEAD_LIMITS, LEAD_RESENDS_MAX, skippedQuestions, withName } from './lead-message';

export const WHATSAPP_INVALID =
  'Nomor WhatsApp tidak valid. Tulis 8–15 angka, boleh diawali + dan dipisah spasi atau -, mis. 0812 3456 7890.';

/** How many references a send tries when the rules refuse one (most likely given already). */
const REF_TRIES = 5;

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; offline: boolean };

/** One reference and its document id; a new pair once a send has gone through. */
interface Pending {
  ref: string;
  id?: string;
  /** An earlier send with this id gave no answer: it may be stored already. */
  unsure: boolean;
}

/** A lead stored and its message sent. */
interface Sent {
  id: string;
  ref: string;
  /** The phones it is about: other phones make another lead. */
  phones: string;
  /** The message last sent. */
  text: string;
  nama: string;
  /** Resends stored so far. */
  resends: number;
  /** The last resend gave no answer: it may be stored already. */
  unsure: boolean;
  /** WhatsApp's window was blocked: its link, to open by hand. */
  blocked: boolean;
  /** No more resends are stored (an admin follows it up, or the limit): changes go by chat. */
  closed: boolean;
}

type LeadProps = Omit<LeadInput, 'ref' | 'whatsapp' | 'nama' | 'dilewati'>;

const isRefused = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'permission-denied';

const phonesOf = (lead: LeadProps) =>
  JSON.stringify([lead.mode, lead.hpLama, lead.newPhone?.nama ?? '', lead.newPhone?.harga ?? 0]);

/**
 * A window opened in the tap itself (no blocker stops that), pointed at WhatsApp once
 * the lead is stored: the one button both stores and sends.
 */
function openBlank(): Window | null {
  try {
    const w = window.open('', '_blank') ?? null;
    if (w) w.opener = null;
    return w;
  } catch {
    return null;
  }
}

/** Sends `text` in the window opened for it; false when there was none to send it in. */
function openChat(win: Window | null, number: string, text: string): boolean {
  const href = whatsAppLink(number, text);
  if (!win || !href) return false;
  win.location.href = href;
  countLeadChat();
  return true;
}

function Failed({ offline }: { offline: boolean }) {
  return (
    <div className="alert alert-danger" role="alert">
      {offline
        ? 'Kamu sedang offline: jawabanmu tetap di sini, kirim lagi saat sinyal kembali.'
        : 'Gagal mengirim. Jawabanmu tetap di sini.'}
    </div>
  );
}

function SendButton({ sending, label, onClick }: { sending: Sending; label: string; onClick?: () => void }) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className="btn btn-whatsapp"
      disabled={sending.state === 'sending'}
      onClick={onClick}
    >
      <WhatsAppIcon />
      {sending.state === 'sending' ? 'Mengirim...' : sending.state === 'failed' ? 'Coba lagi' : label}
    </button>
  );
}

/**
 * "Kirim ke WhatsApp": one button stores the lead under a reference never given
 * before and opens the chat with the message naming it. Answers changed after that
 * mark the message out of date and offer "Kirim ulang", which stores them on the
 * same lead and sends the new message. A failed send keeps the answers and offers
 * 'Coba lagi'.
 */
export function SendLead({
  whatsapp,
  lead,
  message,
}: {
  whatsapp: string;
  lead: LeadProps;
  message: (ref: string) => string;
}) {
  const [number, setNumber] = useState('');
  const [nama, setNama] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(() => ({ ref: newLeadRef(), unsure: false }));
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const [sentLead, setSent] = useState<Sent | null>(null);

  const phones = phonesOf(lead);
  const sent = sentLead?.phones === phones ? sentLead : null;
  const dilewati = skippedQuestions(lead.jawaban);
  const current = sent ? withName(message(sent.ref), sent.nama) : '';
  const stale = sent !== null && current !== sent.text;

  /** Stores the lead, under another reference while the rules refuse one. */
  async function store(input: Omit<LeadInput, 'ref'>): Promise<{ ref: string; id: string }> {
    let ref = pending.ref;
    let id = pending.id;
    for (let tries = 1; ; tries++) {
      id ??= await newLeadId();
      try {
        await submitLead({ ...input, ref }, id);
        return { ref, id };
      } catch (err) {
        const refused = isRefused(err);
        // A refusal after an unanswered try means that try was stored.
        if (refused && pending.unsure) return { ref, id };
        if (!refused || tries >= REF_TRIES) {
          setPending({ ref, id, unsure: !refused });
          throw err;
        }
        ref = newLeadRef();
      }
    }
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    const typed = number.trim();
    if (typed && !isWhatsAppNumber(typed)) {
      setNumberError(WHATSAPP_INVALID);
      return;
    }
    setNumberError(null);
    const name = nama.trim();
    const win = whatsapp ? openBlank() : null;
    setSending({ state: 'sending' });
    try {
      const { ref, id } = await store({
        ...lead,
        dilewati,
        ...(name ? { nama: name } : {}),
        ...(typed ? { whatsapp: typed } : {}),
      });
      const text = withName(message(ref), name);
      const opened = openChat(win, whatsapp, text);
      setSent({
        id,
        ref,
        phones,
        text,
        nama: name,
        resends: 0,
        unsure: false,
        blocked: !opened && !!whatsapp,
        closed: false,
      });
      setPending({ ref: newLeadRef(), unsure: false });
      setSending({ state: 'idle' });
    } catch (err) {
      win?.close();
      console.warn('Lead not sent', err);
      setSending({ state: 'failed', offline: !navigator.onLine });
    }
  }

  async function resend(s: Sent) {
    const win = whatsapp ? openBlank() : null;
    setSending({ state: 'sending' });
    const answers = { jawaban: lead.jawaban, dilewati, nilaiMin: lead.nilaiMin, nilaiMax: lead.nilaiMax };
    let line = s.resends + 1;
    try {
      try {
        await resendLead(s.id, answers, line);
      } catch (err) {
        // An unanswered resend was stored after all: this one goes under the next number.
        if (!(s.unsure && isRefused(err) && line < LEAD_RESENDS_MAX)) throw err;
        line += 1;
        await resendLead(s.id, answers, line);
      }
      const opened = openChat(win, whatsapp, current);
      setSent({ ...s, text: current, resends: line, unsure: false, blocked: !opened && !!whatsapp });
      setSending({ state: 'idle' });
    } catch (err) {
      if (isRefused(err)) {
        // An admin follows it up already (or the day is over): the change goes by chat.
        const opened = openChat(win, whatsapp, current);
        setSent({ ...s, text: opened ? current : s.text, closed: true, blocked: false });
        setSending({ state: 'idle' });
        return;
      }
      win?.close();
      console.warn('Lead not resent', err);
      setSent({ ...s, unsure: true });
      setSending({ state: 'failed', offline: !navigator.onLine });
    }
  }

  if (sent) {
    const closed = sent.closed || sent.resends >= LEAD_RESENDS_MAX;
    return (
      <div className={`alert ${stale ? 'alert-warning' : 'alert-success'} mb-0`} data-testid="lead-sent">
        <p className="mb-2" role="status">
          {stale ? 'Jawabanmu berubah sejak dikirim dengan referensi ' : 'Terkirim dengan referensi '}
          <strong className="condition-ref">{sent.ref}</strong>.{' '}
          {stale
            ? 'Pesan yang terkirim sudah tidak sesuai.'
            : whatsapp
              ? 'Lanjutkan chat dengan admin di WhatsApp.'
              : NO_CHAT_NUMBER}
        </p>
        {stale && !closed && (
          <>
            {sending.state === 'failed' && <Failed offline={sending.offline} />}
            <div className="d-grid d-sm-block">
              <SendButton sending={sending} label="Kirim ulang" onClick={() => void resend(sent)} />
            </div>
          </>
        )}
        {stale && closed && (
          <>
            <p className="small mb-2">
              Referensi ini tidak bisa diubah lagi (admin sudah menindaklanjutinya, atau sudah terlalu sering
              dikirim ulang). Kirim perubahannya lewat chat:
            </p>
            <ChatAdminButton number={whatsapp} text={current} data-tap="kalkulator">
              Kirim ulang
            </ChatAdminButton>
          </>
        )}
        {!stale && sent.blocked && (
          <ChatAdminButton number={whatsapp} text={sent.text} data-tap="kalkulator">
            Buka WhatsApp
          </ChatAdminButton>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={send} noValidate aria-label="Kirim ke WhatsApp">
      <Field
        id="kondisi-nama"
        label="Nama kamu (opsional)"
        autoComplete="name"
        limit={LEAD_LIMITS.nama}
        value={nama}
        onChange={(e) => setNama(e.target.value)}
      />
      <Field
        id="kondisi-wa"
        label="Nomor WhatsApp kamu (opsional)"
        hint="Isi kalau mau dihubungi admin lebih dulu."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        limit={LEAD_LIMITS.whatsapp}
        value={number}
        error={numberError}
        onChange={(e) => setNumber(e.target.value)}
      />
      {sending.state === 'failed' && <Failed offline={sending.offline} />}
      <div className="d-grid d-sm-block">
        <SendButton sending={sending} label="Kirim ke WhatsApp" />
      </div>
    </form>
  );
}
