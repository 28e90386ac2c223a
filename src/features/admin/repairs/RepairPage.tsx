import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { formatRupiah } from '../../../lib/currency';
import { formatDate } from '../../../lib/dates';
import { isOldRepairCode } from '../../../lib/repair-code';
import { useMember } from '../../../ui/auth-context';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { HistoryList } from '../core/history/HistoryList';
import { ScreenHeader } from '../shell/ScreenHeader';
import type { Plain } from '../../../firebase/plain';
import { ConflictNotice } from '../core/conflict/ConflictNotice';
import { WriteConflict } from '../core/data/versions';
import { getTicket, saveTicket, ticketView, type TicketSeen, type TicketView } from './api';
import { CodeChangedNotice, OldCodeNotice, type CodeChangedState } from './CodeChange';
import { StatusPanel } from './StatusPanel';
import { draftFrom, type Ticket } from './ticket-form';
import { ticketWarranty } from './ticket-list';
import { warrantyText } from '../../../lib/warranty';
import { TicketForm, type TicketSubmit } from './TicketForm';
import { adminPaths } from '../../../config/admin-paths';

export const NOT_FOUND = 'Data servisan tidak ditemukan.';
export const SAVE_FAILED = 'Tiket gagal disimpan. Periksa koneksi lalu coba lagi; isian kamu masih di sini.';

function Details({ ticket, whatsapp, imei }: { ticket: Ticket; whatsapp: string; imei: string }) {
  const entered = ticket.tanggalMasuk ? formatDate(ticket.tanggalMasuk) : ticket.tanggalMasukText || '-';
  const warranty = ticketWarranty(ticket, new Date());
  return (
    <dl className="row mb-0 small">
      <dt className="col-4">Nama</dt>
      <dd className="col-8 text-break">{ticket.nama || '-'}</dd>
      <dt className="col-4">WhatsApp</dt>
      <dd className="col-8 text-break">{whatsapp || '-'}</dd>
      <dt className="col-4">Perangkat</dt>
      <dd className="col-8 text-break">{ticket.perangkat || '-'}</dd>
      {imei && (
        <>
          <dt className="col-4">IMEI / seri</dt>
          <dd className="col-8 text-break font-monospace" data-testid="ticket-imei">
            {imei}
          </dd>
        </>
      )}
      <dt className="col-4">Tanggal masuk</dt>
      <dd className="col-8">{entered}</dd>
      <dt className="col-4">Keluhan</dt>
      <dd className="col-8 text-break" style={{ whiteSpace: 'pre-line' }}>
        {ticket.keluhan || '-'}
      </dd>
      <dt className="col-4">Garansi</dt>
      <dd className="col-8 text-break">
        {ticket.garansi || '-'}
        {ticket.garansiHari > 0 && (
          <span className="d-block" data-testid="ticket-warranty">
            {warranty ? warrantyText(warranty) : `${ticket.garansiHari} hari sejak diambil`}
          </span>
        )}
      </dd>
      <dt className="col-4">Rincian</dt>
      <dd className="col-8">
        {ticket.itemList.length === 0 ? (
          '-'
        ) : (
          <ul className="list-unstyled mb-0">
            {ticket.itemList.map((item, i) => (
              <li key={i} className="d-flex gap-2">
                <span className="text-break me-auto">{item.nama}</span>
                <span className="text-nowrap">{formatRupiah(item.harga)}</span>
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="col-4">Total</dt>
      <dd className="col-8 fw-semibold" data-testid="ticket-total">
        {formatRupiah(ticket.total)}
      </dd>
    </dl>
  );
}

/** Another admin changed the ticket's data first: what is stored, and what this admin typed. */
interface Conflict {
  stored: TicketSeen;
  mine: TicketSubmit;
}

/** The ticket's data as one record (the number beside the fields), for the conflict's comparison. */
const asRecord = (seen: { ticket: Plain | null; contact: Plain | null }): Plain | null =>
  seen.ticket && { ...seen.ticket, whatsapp: seen.contact?.whatsapp ?? '' };

function TicketScreen({
  view,
  onSaved,
  startEditing,
}: {
  view: TicketView;
  /** The ticket was written (or, `view` given, found as another admin stored it): show it afresh. */
  onSaved: (stored?: TicketView) => void;
  startEditing: boolean;
}) {
  const admin = useMember();
  const state = useLocation().state as ({ created?: boolean } & Partial<CodeChangedState>) | null;
  const created = state?.created;
  // Status changes and notes made here, shown at once.
  const [ticket, setTicket] = useState(view.ticket);
  const [editing, setEditing] = useState(startEditing);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  async function save({ fields, whatsapp, imei }: TicketSubmit, seen: TicketSeen = view.seen) {
    setBusy(true);
    setFailed(false);
    try {
      await saveTicket(ticket.code, fields, { whatsapp, imei }, admin, seen);
      onSaved();
    } catch (e) {
      setBusy(false);
      if (e instanceof WriteConflict && e.docs[0]!.stored) {
        const found = e.docs[0]!;
        // The number is read only when the save carried one; else it is still the one seen.
        const contact = found.companion !== undefined ? found.companion : seen.contact;
        setConflict({ stored: { ticket: found.stored!, contact }, mine: { fields, whatsapp, imei } });
        return;
      }
      console.warn('Ticket save failed', e);
      setFailed(true);
    }
  }

  return (
    <>
      {created && (
        <div className="alert alert-success" role="status">
          Tiket dibuat. Berikan kode ini kepada pelanggan.
        </div>
      )}
      <p className="mb-1 small text-body-secondary">Kode servisan</p>
      <p className="display-6 font-monospace fw-bold text-break mb-3" data-testid="ticket-code">
        {ticket.code}
      </p>
      {state?.codeChangedFrom && (
        <CodeChangedNotice ticket={ticket} from={state.codeChangedFrom} whatsapp={view.whatsapp} />
      )}
      {isOldRepairCode(ticket.code) && <OldCodeNotice ticket={ticket} />}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Link to={adminPaths.repairReceipt(ticket.code)} className="btn btn-outline-dark">
          Cetak nota
        </Link>
        <Link
          to={`${paths.repairStatus}?kode=${encodeURIComponent(ticket.code)}`}
          className="btn btn-outline-secondary"
        >
          Halaman pelanggan
        </Link>
      </div>
      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-6">
          <StatusPanel ticket={ticket} whatsapp={view.whatsapp} onChanged={setTicket} />
        </div>
        <div className="col-12 col-lg-6">
          <section className="card shadow-sm mb-3" aria-labelledby="riwayat-perbaikan">
            <div className="card-body">
              <h2 id="riwayat-perbaikan" className="h5">
                Riwayat perbaikan
              </h2>
              {ticket.historyPerbaikan.length === 0 ? (
                <p className="text-body-secondary small mb-0">Belum ada riwayat.</p>
              ) : (
                <ol className="small mb-0 ps-3" data-testid="ticket-history">
                  {ticket.historyPerbaikan.map((h, i) => (
                    <li key={i} className="text-break">
                      {h}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </section>
          <section className="card shadow-sm mb-3" aria-labelledby="data-tiket">
            <div className="card-body">
              <div className="d-flex align-items-center mb-2">
                <h2 id="data-tiket" className="h5 mb-0 me-auto">
                  Data tiket
                </h2>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  aria-expanded={editing}
                  onClick={() => setEditing((e) => !e)}
                >
                  {editing ? 'Batal' : 'Ubah data'}
                </button>
              </div>
              {failed && (
                <div className="alert alert-danger" role="alert">
                  {SAVE_FAILED}
                </div>
              )}
              {conflict && (
                <ConflictNotice
                  collection="servisan"
                  theirs={asRecord(conflict.stored)}
                  mine={{
                    ...conflict.mine.fields,
                    whatsapp: conflict.mine.whatsapp,
                    imei: conflict.mine.imei,
                  }}
                  busy={busy}
                  onMine={() => void save(conflict.mine, conflict.stored)}
                  onTheirs={() => onSaved(ticketView(ticket.code, conflict.stored))}
                />
              )}
              {editing ? (
                <TicketForm
                  initial={draftFrom(ticket, view.whatsapp, view.imei)}
                  stored={{ date: ticket.tanggalMasuk }}
                  busy={busy}
                  submitLabel="Simpan perubahan"
                  onSave={save}
                  answered={
                    ticket.quoteAnswer && {
                      answer: ticket.quoteAnswer.answer,
                      itemList: ticket.itemList,
                      total: ticket.total,
                    }
                  }
                />
              ) : (
                <Details ticket={ticket} whatsapp={view.whatsapp} imei={view.imei} />
              )}
            </div>
          </section>
        </div>
      </div>
      <details className="card mb-3 admin-disclosure">
        <summary>Riwayat perubahan (admin)</summary>
        <div className="admin-disclosure-body">
          <HistoryList
            about={{ collection: 'servisan', docId: ticket.code }}
            refresh={ticket.historyPerbaikan.length.toString()}
          />
        </div>
      </details>
    </>
  );
}

/** /admin/servisan/:code: one ticket, its status in one tap, the customer's chat, the receipt. */
export default function RepairPage() {
  const code = useParams().code ?? '';
  const [version, setVersion] = useState(0);
  // "Pakai versi mereka": the ticket as the conflict found it stored, its form open again.
  // Tied to the code too: after "Ganti kode" the screen shows another ticket.
  const [adopted, setAdopted] = useState<{ code: string; version: number; view: TicketView } | null>(null);
  const known = adopted?.version === version && adopted.code === code ? adopted.view : null;
  const view = useLoad(
    () => (known ? Promise.resolve(known) : getTicket(code)),
    `servisan/${code}#${version}`,
  );
  return (
    <section className="container py-4">
      <div>
        <ScreenHeader title="Tiket Servis" back={{ to: adminPaths.repairs, label: 'Tiket servis' }} />
        <LoadView
          load={view}
          loading="Memuat tiket..."
          error="Tiket gagal dimuat."
          empty={
            <div className="text-center py-4">
              <p role="alert">{NOT_FOUND}</p>
              <Link to={adminPaths.repairs} className="btn btn-primary">
                Ke daftar tiket
              </Link>
            </div>
          }
        >
          {(v) => (
            <TicketScreen
              key={`${code}#${version}`}
              view={v}
              startEditing={known !== null}
              onSaved={(stored) => {
                if (stored) setAdopted({ code, version: version + 1, view: stored });
                setVersion((n) => n + 1);
              }}
            />
          )}
        </LoadView>
      </div>
    </section>
  );
}
