import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { Contact } from '../../../firebase/types';
import { formatRupiah } from '../../../lib/currency';
import { formatDate } from '../../../lib/dates';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShopContact } from '../../../ui/useShopContact';
import { getReceiptTicket } from './api';
import { costHeading, warrantyText } from './receipt-lines';
import { ReceiptQr } from './ReceiptQr';
import { statusLink } from './customer-messages';
import type { Intake, Ticket } from './ticket-form';
import {
  INTAKE_CONDITION,
  INTAKE_HANDED_OVER,
  INTAKE_LABELS,
  INTAKE_PASSCODE,
} from '../../../firebase/specs/servisan';
import { useStripPage } from './useStripPage';
import './receipt.scss';
import { adminPaths } from '../../../config/admin-paths';

/** 80 mm thermal paper; the receipt's own width (72 mm) is in receipt.scss. */
const PAPER_MM = 80;

export const NOT_FOUND = 'Data servisan tidak ditemukan.';

/** A code that cannot be a document id ('/' would read another path) is no ticket. */
const isDocumentId = (code: string) =>
  code !== '' && !code.includes('/') && code !== '.' && code !== '..' && !/^__.*__$/s.test(code);

function entryDate(t: Ticket): string {
  if (t.tanggalMasuk) return formatDate(t.tanggalMasuk);
  return t.tanggalMasukText || '-';
}

function ShopHeader({ contact }: { contact: Contact | null }) {
  const alamat = contact?.alamat.trim() ?? '';
  const whatsapp = contact?.whatsapp.trim() ?? '';
  return (
    <header className="receipt-shop">
      <p className="receipt-shop-name">ONE GADGET</p>
      <p>All Device One Solution</p>
      {alamat && <p>{alamat}</p>}
      {whatsapp && <p>WhatsApp {whatsapp}</p>}
    </header>
  );
}

/** A checklist item on paper: its name and Ya or Tidak (a box prints too faintly to sign for). */
function Check({ on, label }: { on: boolean; label: string }) {
  return (
    <li>
      {label}: <strong>{on ? 'Ya' : 'Tidak'}</strong>
    </li>
  );
}

/**
 * The intake checklist as staff ticked it when the device came in, and a line for
 * the customer's signature: what both agreed the device was handed over with.
 */
function IntakeList({ intake }: { intake: Intake }) {
  return (
    <section className="receipt-intake" aria-labelledby="receipt-intake-title" data-testid="receipt-intake">
      <h2 id="receipt-intake-title">Kondisi saat diterima</h2>
      <ul>
        {INTAKE_CONDITION.map((f) => (
          <Check key={f} on={intake[f]} label={INTAKE_LABELS[f]} />
        ))}
      </ul>
      <h2>Diserahkan bersama unit</h2>
      <ul>
        {INTAKE_HANDED_OVER.map((f) => (
          <Check key={f} on={intake[f]} label={INTAKE_LABELS[f]} />
        ))}
      </ul>
      <p>
        {INTAKE_LABELS[INTAKE_PASSCODE]}: <strong>{intake[INTAKE_PASSCODE] ? 'Ya' : 'Tidak'}</strong>
      </p>
      <div className="receipt-signature">
        <p>Tanda tangan pelanggan</p>
        <div className="receipt-signature-line" />
      </div>
    </section>
  );
}

/** The receipt itself: every value from the ticket as plain text. */
function Receipt({ ticket, imei, contact }: { ticket: Ticket; imei: string; contact: Contact | null }) {
  const paper = useRef<HTMLDivElement>(null);
  useStripPage(paper, PAPER_MM);
  const link = statusLink(window.location.origin, ticket.code);
  return (
    <div className="receipt-paper" ref={paper}>
      <article className="receipt" aria-labelledby="receipt-title">
        <ShopHeader contact={contact} />
        <h1 id="receipt-title" className="receipt-title">
          Nota Servis
        </h1>
        <p className="receipt-code" data-testid="receipt-code">
          {ticket.code}
        </p>
        <figure className="receipt-qr">
          <ReceiptQr link={link} />
          <figcaption>Scan untuk cek status servis</figcaption>
        </figure>
        <dl className="receipt-fields">
          <dt>Nama</dt>
          <dd>{ticket.nama || '-'}</dd>
          <dt>Perangkat</dt>
          <dd>{ticket.perangkat || '-'}</dd>
          {imei && (
            <>
              <dt>IMEI / seri</dt>
              <dd data-testid="receipt-imei">{imei}</dd>
            </>
          )}
          <dt>Tanggal masuk</dt>
          <dd>{entryDate(ticket)}</dd>
          <dt>Keluhan</dt>
          <dd>{ticket.keluhan || '-'}</dd>
        </dl>
        <table className="receipt-items">
          <caption data-testid="receipt-cost-heading">{costHeading(ticket)}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Harga</th>
            </tr>
          </thead>
          <tbody>
            {ticket.itemList.length === 0 ? (
              <tr>
                <td colSpan={2}>Belum ada rincian item.</td>
              </tr>
            ) : (
              ticket.itemList.map((item, i) => (
                <tr key={i}>
                  <td>{item.nama || '-'}</td>
                  <td>{formatRupiah(item.harga)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td data-testid="receipt-total">{formatRupiah(ticket.total)}</td>
            </tr>
          </tfoot>
        </table>
        <dl className="receipt-fields">
          <dt>Garansi</dt>
          <dd data-testid="receipt-garansi">{warrantyText(ticket)}</dd>
        </dl>
        {ticket.intake && <IntakeList intake={ticket.intake} />}
        <p className="receipt-footer">
          Terima kasih. Simpan nota ini untuk pengambilan unit dan klaim garansi.
        </p>
      </article>
    </div>
  );
}

function NotFound() {
  return (
    <div className="receipt-missing text-center py-4">
      <h1 className="h5">Nota Servis</h1>
      <p>{NOT_FOUND}</p>
      <Link to={adminPaths.repairs} className="btn btn-primary btn-sm">
        Ke daftar servisan
      </Link>
    </div>
  );
}

/** /admin/servisan/:code/nota: the ticket's receipt for the 80 mm printer, printed alone. */
export default function ReceiptPage() {
  const code = useParams().code ?? '';
  usePageTitle(`Nota ${code}`);
  const load = useLoad(
    () => (isDocumentId(code) ? getReceiptTicket(code) : Promise.resolve(null)),
    `nota:${code}`,
  );
  // The header's address and number: the receipt neither waits for them nor fails without
  // them. Read again after 'Coba lagi' (the connection is back), not when the ticket arrives.
  const contact = useShopContact(load.status === 'error' ? 'error' : 'ok');
  return (
    <section className="receipt-page" aria-label="Nota servis">
      <div className="receipt-controls">
        <Link to={adminPaths.repair(code)} className="btn btn-outline-dark btn-sm">
          Kembali
        </Link>
        {load.status === 'ready' && load.data && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
            Cetak nota
          </button>
        )}
      </div>
      <LoadView load={load} loading="Memuat nota..." error="Nota gagal dimuat." empty={<NotFound />}>
        {({ ticket, imei }) => (
          <Receipt ticket={ticket} imei={imei} contact={contact.status === 'ready' ? contact.data : null} />
        )}
      </LoadView>
    </section>
  );
}
