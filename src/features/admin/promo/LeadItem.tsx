import { formatRupiah } from '../../../lib/currency';
import { InboxItem } from './InboxItem';
import { leads } from './leads-api';
import { LEAD_STATUS, replyHref, type Lead } from './leads';

const range = (l: Lead) =>
  l.nilaiMin === l.nilaiMax
    ? formatRupiah(l.nilaiMin)
    : `${formatRupiah(l.nilaiMin)} – ${formatRupiah(l.nilaiMax)}`;

/** One lead: the reference, phones, answers and range; its status; a reply when it left a number. */
export function LeadItem({ lead, onSaved }: { lead: Lead; onSaved: (l: Lead) => void }) {
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
      <dt>Kondisi</dt>
      <dd className="text-break" style={{ whiteSpace: 'pre-line' }} data-testid="lead-answers">
        {lead.jawaban || 'Tidak dijawab'}
      </dd>
      <dt>WhatsApp</dt>
      <dd className="mb-0">{lead.whatsapp || 'Tidak diisi: tunggu chat dengan referensinya'}</dd>
    </InboxItem>
  );
}
