// "Ganti semua kode lama" on the ticket list: every open ticket still under an
// old, guessable code moves to a new one, one after another (one that fails is
// reported and the rest go on); then each moved ticket's WhatsApp message, for
// the admin to send one by one.
import { useEffect, useRef, useState } from 'react';
import { isOldRepairCode } from '../../../lib/repair-code';
import { useMember } from '../../../ui/auth-context';
import { changeTicketCode, ticketGone, type CodeChanged } from './api';
import { CHANGE_FAILED, CHANGE_GONE, CodeChangeAsk, NewCodeChat, OldCodeAlert } from './CodeChange';
import type { Ticket } from './ticket-form';

type Result = { from: string; changed: CodeChanged } | { from: string; ticket: Ticket; failure: string };

function ResultRow({ result }: { result: Result }) {
  if ('failure' in result)
    return (
      <li className="list-group-item" data-testid="code-change-result">
        <div className="font-monospace fw-semibold text-break">{result.from}</div>
        <div className="text-break">{result.ticket.nama || 'Tanpa nama'}</div>
        <p className="text-danger-emphasis fw-semibold small mb-0" role="alert">
          {result.failure}
        </p>
      </li>
    );
  const { ticket, whatsapp } = result.changed;
  return (
    <li className="list-group-item" data-testid="code-change-result">
      <div className="d-flex flex-wrap gap-1 align-items-baseline mb-1">
        <span className="font-monospace text-body-secondary text-break">{result.from}</span>
        <span aria-hidden="true">→</span>
        <span className="visually-hidden">menjadi</span>
        <span className="font-monospace fw-bold text-break" data-testid="new-code">
          {ticket.code}
        </span>
      </div>
      <div className="text-break mb-2">
        {ticket.nama || 'Tanpa nama'} · {ticket.perangkat || '-'}
      </div>
      <NewCodeChat
        ticket={ticket}
        from={result.from}
        whatsapp={whatsapp}
        label={`Kirim kode baru ke ${ticket.nama.trim() || 'pelanggan'}`}
      />
    </li>
  );
}

function Results({ results, onClose }: { results: Result[]; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const failed = results.filter((r) => 'failure' in r).length;
  const moved = results.length - failed;
  return (
    <section ref={ref} tabIndex={-1} className="card shadow-sm mb-3" aria-labelledby="hasil-ganti-kode">
      <div className="card-body">
        <h2 id="hasil-ganti-kode" className="h5">
          Hasil ganti kode
        </h2>
        <p role="status" className="mb-2">
          {moved} kode diganti
          {moved > 0 && '; kode lamanya tidak berlaku lagi. Kirim kode baru ke tiap pelanggan'}.
          {failed > 0 && ` ${failed} gagal: coba lagi nanti.`}
        </p>
        <ul className="list-group mb-3">
          {results.map((r) => (
            <ResultRow key={r.from} result={r} />
          ))}
        </ul>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Tutup hasil
        </button>
      </div>
    </section>
  );
}

/** The open tickets' old codes, and the action that moves them all; null `open` while the list loads. */
export function BulkCodeChange({ open, onChanged }: { open: Ticket[] | null; onChanged: () => void }) {
  const admin = useMember();
  const [writing, setWriting] = useState(false);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [results, setResults] = useState<Result[] | null>(null);
  const old = (open ?? []).filter((t) => isOldRepairCode(t.code));

  async function changeAll(tickets: Ticket[]) {
    setWriting(true);
    setProgress({ done: 0, total: tickets.length });
    const out: Result[] = [];
    // One at a time: each move is its own batch, and a failure stops only its ticket.
    for (const t of tickets) {
      try {
        out.push({ from: t.code, changed: await changeTicketCode(t.code, admin) });
      } catch (e) {
        console.warn('Code change failed', t.code, e);
        out.push({ from: t.code, ticket: t, failure: ticketGone(e) ? CHANGE_GONE : CHANGE_FAILED });
      }
      setProgress({ done: out.length, total: tickets.length });
    }
    setResults(out);
    setWriting(false);
    onChanged();
    return true;
  }

  return (
    <>
      {results && <Results results={results} onClose={() => setResults(null)} />}
      {writing ? (
        <p className="alert alert-secondary" role="status">
          Mengganti kode... {progress.done} dari {progress.total}
        </p>
      ) : (
        old.length > 0 && (
          <OldCodeAlert
            id="kode-lama-terbuka"
            lead={`${old.length} tiket terbuka masih memakai kode format lama yang mudah ditebak: siapa pun yang menebaknya bisa melihat data pelanggan.`}
          >
            <CodeChangeAsk
              button={`Ganti semua kode lama (${old.length})`}
              label="Konfirmasi ganti semua kode lama"
              question={`Ganti kode ${old.length} tiket ke kode baru?`}
              yes="Ya, ganti semua"
              onYes={() => changeAll(old)}
            >
              <p className="small mb-0">
                Tiap tiket, riwayat, dan nomor pelanggannya pindah ke kode baru. Kode lama tidak berlaku lagi:
                di Cek Servisan dan pada nota lama. Setelah ini kirim kode baru ke tiap pelanggan lewat
                WhatsApp.
              </p>
            </CodeChangeAsk>
          </OldCodeAlert>
        )
      )}
    </>
  );
}
