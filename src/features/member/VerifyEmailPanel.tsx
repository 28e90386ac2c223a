import { useEffect, useRef, useState } from 'react';
import { authErrorMessage } from './auth-errors';
import { checkEmailVerified, sendVerificationEmail } from './api';

type Note = { kind: 'success' | 'warning' | 'danger'; text: string };
type Action = 'send' | 'check';

/** The panel's two buttons, each saying what it does while it runs. */
const ACTIONS: { action: Action; className: string; label: string; busyLabel: string }[] = [
  { action: 'check', className: 'btn-primary', label: 'Saya sudah verifikasi', busyLabel: 'Memeriksa...' },
  {
    action: 'send',
    className: 'btn-outline-secondary',
    label: 'Kirim ulang email',
    busyLabel: 'Mengirim...',
  },
];

export const NOT_VERIFIED_YET =
  'Email kamu belum terverifikasi. Buka tautan di email dari kami dulu, lalu coba lagi.';

/**
 * Shown above the coupons while the member's e-mail is unverified: a claim needs a
 * verified address (firestore.rules), so "once per member" means once per real inbox.
 * When the check succeeds, Auth's token change re-renders the page without this panel.
 */
export function VerifyEmailPanel({ email }: { email: string }) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  // The pressed button is disabled while busy: the answer takes the focus.
  useEffect(() => {
    if (note) noteRef.current?.focus();
  }, [note]);
  // Arriving from the link (its page leads back here) or with it opened elsewhere:
  // ask Auth once, quietly; a verified member's panel then goes by itself.
  useEffect(() => {
    checkEmailVerified().catch((e: unknown) => console.warn('Verification check failed', e));
  }, []);

  async function run(kind: Action) {
    setBusy(kind);
    setNote(null);
    try {
      if (kind === 'send') {
        await sendVerificationEmail();
        setNote({
          kind: 'success',
          text: `Email verifikasi sudah dikirim ke ${email}. Cek juga folder Spam.`,
        });
      } else if (!(await checkEmailVerified())) {
        setNote({ kind: 'warning', text: NOT_VERIFIED_YET });
      }
    } catch (e) {
      console.warn('E-mail verification failed', e);
      setNote({ kind: 'danger', text: authErrorMessage(e) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card border-warning mb-4" aria-labelledby="verifikasi-judul">
      <div className="card-body">
        <h2 id="verifikasi-judul" className="h5">
          Verifikasi email untuk klaim kupon
        </h2>
        <p>
          Setiap kupon hanya bisa diklaim sekali per member. Buka tautan verifikasi yang kami kirim ke{' '}
          <strong className="text-break">{email}</strong>, lalu tekan &ldquo;Saya sudah verifikasi&rdquo;.
        </p>
        {note && (
          <p ref={noteRef} tabIndex={-1} className={`alert alert-${note.kind} py-2`} role="status">
            {note.text}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          {ACTIONS.map(({ action, className, label, busyLabel }) => (
            <button
              key={action}
              type="button"
              className={`btn ${className}`}
              disabled={busy !== null}
              onClick={() => run(action)}
            >
              {busy === action ? busyLabel : label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
