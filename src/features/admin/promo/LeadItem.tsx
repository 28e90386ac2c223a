import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/currency';
import { useMember } from '../../../ui/auth-context';
import { ExternalLink } from '../../../ui/ExternalLink';
import { WhatsAppIcon } from '../../../ui/WhatsAppIcon';
import type { Plain } from '../../../firebase/plain';
import { ConflictNotice } from '../core/conflict/ConflictNotice';
import { versionOf, WriteConflict } from '../core/data/versions';
import { leadOf, setLeadStatus } from './leads-api';
import { LEAD_LABEL, LEAD_STATUS, replyHref, type Lead, type LeadStatus } from './leads';

export const LEAD_STATUS_FAILED = 'Status gagal disimpan. Periksa koneksi lalu coba lagi.';

const BADGE: Record<LeadStatus, string> = {
  baru: 'text-bg-warning',
  dihubungi: 'text-bg-info',
  jadi: 'text-bg-success',
  batal: 'text-bg-secondary',
};

const range = (l: Lead) =>
  l.nilaiMin === l.nilaiMax
    ? formatRupiah(l.nilaiMin)
    : `${formatRupiah(l.nilaiMin)} – ${formatRupiah(l.nilaiMax)}`;

/** One lead: the reference, phones, answers and range; its status; a reply when it left a number. */
export function LeadItem({ lead, onSaved }: { lead: Lead; onSaved: (l: Lead) => void }) {
  const admin = useMember();
  const [saving, setSaving] = useState<LeadStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<{ stored: Plain | null; status: LeadStatus } | null>(null);
  const href = replyHref(lead);

  async function choose(status: LeadStatus, over: Pick<Lead, 'id' | 'version'> = lead) {
    setSaving(status);
    setFailed(false);
    try {
      onSaved(await setLeadStatus(over, status, admin));
      setConflict(null);
    } catch (e) {
      if (e instanceof WriteConflict) setConflict({ stored: e.docs[0]!.stored, status });
      else {
        console.warn('Lead status failed', e);
        setFailed(true);
      }
    } finally {
      setSaving(null);
    }
  }

  function keepTheirs(stored: Plain | null) {
    setConflict(null);
    const now = leadOf(lead.id, stored);
    if (now) onSaved(now);
  }

  return (
    <li className="list-group-item py-3" data-testid="lead" aria-label={`Tukar tambah ${lead.ref}`}>
      <div className="d-flex align-items-start gap-2">
        <div className="me-auto">
          <h2 className="h6 mb-0">
            {lead.ref} · {lead.mode === 'tukar' ? 'Tukar tambah' : 'Jual HP'}
          </h2>
          <p className="small text-body-secondary mb-0">
            {lead.waktu ? formatDateTime(lead.waktu) : 'Waktu tidak tercatat'}
          </p>
        </div>
        <span className={`badge ${BADGE[lead.status]}`} data-testid="lead-status">
          {LEAD_LABEL[lead.status]}
        </span>
      </div>
      <dl className="small my-2">
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
      </dl>
      <div className="row g-2">
        <div className="col-12 col-md-5">
          {href ? (
            <ExternalLink
              href={href}
              className="btn btn-whatsapp w-100"
              aria-label={`Balas ${lead.ref} via WhatsApp`}
            >
              <WhatsAppIcon />
              Balas via WhatsApp
            </ExternalLink>
          ) : (
            <button type="button" className="btn btn-light border w-100" disabled>
              Tanpa nomor WhatsApp
            </button>
          )}
        </div>
        <div role="group" aria-label={`Status ${lead.ref}`} className="col-12 col-md-7 admin-segmented">
          {LEAD_STATUS.map((s) => (
            <button
              key={s}
              type="button"
              className={`btn btn-sm ${lead.status === s ? 'btn-dark' : 'btn-light border'}`}
              aria-pressed={lead.status === s}
              disabled={saving !== null}
              onClick={() => lead.status !== s && void choose(s)}
            >
              {saving === s ? 'Menyimpan...' : LEAD_LABEL[s]}
            </button>
          ))}
        </div>
      </div>
      {failed && (
        <p className="small text-danger mb-0 mt-2" role="alert">
          {LEAD_STATUS_FAILED}
        </p>
      )}
      {conflict && (
        <div className="mt-2">
          <ConflictNotice
            collection="tukar_tambah"
            theirs={conflict.stored}
            mine={{ status: conflict.status }}
            busy={saving !== null}
            onMine={() =>
              void choose(conflict.status, {
                id: lead.id,
                version: conflict.stored && versionOf(conflict.stored),
              })
            }
            onTheirs={() => keepTheirs(conflict.stored)}
          />
        </div>
      )}
    </li>
  );
}
