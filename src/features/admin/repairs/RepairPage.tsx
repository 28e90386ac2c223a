import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatRupiah } from '../../../lib/currency';
import { formatDate } from '../../../lib/dates';
import { isOldRepairCode } from '../../../lib/repair-code';
import { useMember } from '../../../ui/auth-context';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { HistoryList } from '../history/HistoryList';
import { ScreenHeader } from '../shell/ScreenHeader';
import { getTicket, saveTicket, type TicketView } from './api';
import { CodeChangedNotice, OldCodeNotice, type CodeChangedState } from './CodeChange';
import { StatusPanel } from './StatusPanel';
import { draftFrom, type Ticket } from './ticket';
import { TicketForm, type TicketSubmit } from './TicketForm';

export const NOT_FOUND = 'Data servisan tidak ditemukan.';
export const SAVE_FAILED = 'Tiket gagal disimpan. Periksa koneksi lalu coba lagi; isian kamu masih di sini.';

function Details({ ticket, whatsapp }: { ticket: Ticket; whatsapp: string }) {
  const entered = ticket.tanggalMasuk ? formatDate(ticket.tanggalMasuk) : ticket.tanggalMasukText || '-';
  return (
    <dl className="row mb-0 small">
      <dt className="col-4">Nama</dt>
      <dd className="col-8 text-break">{ticket.nama || '-'}</dd>
      <dt className="col-4">WhatsApp</dt>
      <dd className="col-8 text-break">{whatsapp || '-'}</dd>
      <dt className="col-4">Perangkat</dt>
      <dd className="col-8 text-break">{ticket.perangkat || '-'}</dd>
      <dt className="col-4">Tanggal masuk</dt>
      <dd className="col-8">{entered}</dd>
      <dt className="col-4">Keluhan</dt>
      <dd className="col-8 text-break" style={{ whiteSpace: 'pre-line' }}>
        {ticket.keluhan || '-'}
      </dd>
      <dt className="col-4">Garansi</dt>
      <dd className="col-8 text-break">{ticket.garansi || '-'}</dd>
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

function TicketScreen({ view, onSaved }: { view: TicketView; onSaved: () => void }) {
  const admin = useMember();
  const state = useLocation().state as ({ created?: boolean } & Partial<CodeChangedState>) | null;
  const created = state?.created;
  // Status changes and notes made here, shown at once.
  const [ticket, setTicket] = useState(view.ticket);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function save({ fields, whatsapp }: TicketSubmit) {
    setBusy(true);
    setFailed(false);
    try {
      await saveTicket(ticket.code, fields, whatsapp, admin);
      onSaved();
    } catch (e) {
      console.warn('Ticket save failed', e);
      setFailed(true);
      setBusy(false);
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
        <Link to={paths.admin.repairReceipt(ticket.code)} className="btn btn-outline-dark">
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
              {editing ? (
                <TicketForm
                  initial={draftFrom(ticket, view.whatsapp)}
                  stored={{ date: ticket.tanggalMasuk }}
                  busy={busy}
                  submitLabel="Simpan perubahan"
                  onSave={save}
                />
              ) : (
                <Details ticket={ticket} whatsapp={view.whatsapp} />
              )}
            </div>
          </section>
        </div>
      </div>
      <details className="mb-3">
        <summary className="admin-summary">Riwayat perubahan (admin)</summary>
        <div className="mt-2">
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
  const view = useLoad(() => getTicket(code), `servisan/${code}#${version}`);
  return (
    <section className="container py-4">
      <div>
        <ScreenHeader title="Tiket Servis" back={{ to: paths.admin.repairs, label: 'Tiket servis' }} />
        <LoadView
          load={view}
          loading="Memuat tiket..."
          error="Tiket gagal dimuat."
          empty={
            <div className="text-center py-4">
              <p role="alert">{NOT_FOUND}</p>
              <Link to={paths.admin.repairs} className="btn btn-primary">
                Ke daftar tiket
              </Link>
            </div>
          }
        >
          {(v) => (
            <TicketScreen key={`${code}#${version}`} view={v} onSaved={() => setVersion((n) => n + 1)} />
          )}
        </LoadView>
      </div>
    </section>
  );
}
