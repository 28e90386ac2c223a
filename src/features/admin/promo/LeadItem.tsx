import { formatRupiah } from '../../../lib/currency';
import { formatDateTime } from '../../../lib/dates';
import { InboxItem } from './InboxItem';
import { leads } from './leads-api';
import { LEAD_STATUS, replyHref, topUp, topUpText, type Lead } from './leads';

const range = (l: Lead) =>
  l.nilaiMin === l.nilaiMax
    ? formatRupiah(l.nilaiMin)
    : `${formatRupiah(l.nilaiMin)} – ${formatRupiah(l.nilaiMax)}`;

/**
 * One lead: the reference, the name, phones, the last answers sent, the questions
 * skipped, the range and the top-up; its status; a reply when it left a number.
 */
export function LeadItem({ lead, onSaved }: { lead: Lead; onSaved: (l: Lead) => void }) {
  const extra = topUp(lead);
  const lastResend = lead.kirimUlang.at(-1);
  return (
    <InboxItem
      item={lead}
      name={lead.ref}
      label={`Tukar tambah ${lead.ref}`}
      testId="lead"
      statusTestId="lead-status"
      heading={
        <h2 className="h6 mb-0">
          {lead.ref} · {lead.mode === 'tukar' ? 'Tukar tambah' : 'Jual HP'}
        </h2>
      }
      statuses={LEAD_STATUS}
      replyHref={replyHref(lead)}
      noReply="Tanpa nomor WhatsApp"
      inbox={leads}
      onSaved={onSaved}
    >
      {lead.nama && (
        <>
          <dt>Nama</dt>
          <dd className="text-break" data-testid="lead-name">
            {lead.nama}
          </dd>
        </>
      )}
      <dt>HP lama</dt>
      <dd className="text-break">{lead.hpLama || '-'}</dd>
      {lead.mode === 'tukar' && (
        <>
          <dt>HP baru</dt>
          <dd className="text-break">
            {lead.hpBaru || '-'}
            {lead.hargaBaru !== null && ` (${formatRupiah(lead.hargaBaru)})`}
          </dd>
        </>
      )}
      <dt>Perkiraan nilai</dt>
      <dd className="price">{range(lead)}</dd>
      {extra && (
        <>
          <dt>Tambah biaya</dt>
          <dd className="fw-semibold" data-testid="lead-top-up">
            {topUpText(extra)}
          </dd>
        </>
      )}
      <dt>Kondisi</dt>
      <dd className="text-break" style={{ whiteSpace: 'pre-line' }} data-testid="lead-answers">
        {lead.jawaban || 'Belum ada jawaban'}
      </dd>
      {lead.dilewati && (
        <>
          <dt>Dilewati</dt>
          <dd className="text-break" data-testid="lead-skipped">
            {lead.dilewati}
          </dd>
        </>
      )}
      {lastResend && (
        <>
          <dt>Dikirim ulang</dt>
          <dd data-testid="lead-resent">
            {lead.kirimUlang.length}× · terakhir {formatDateTime(lastResend)} (jawaban di atas yang terbaru)
          </dd>
        </>
      )}
      <dt>WhatsApp</dt>
      <dd className="mb-0">{lead.whatsapp || 'Tidak diisi: tunggu chat dengan referensinya'}</dd>
    </InboxItem>
  );
}
