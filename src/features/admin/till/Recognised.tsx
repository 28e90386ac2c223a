import { formatMemberNumber } from '../../../lib/till-codes';
import { formatRupiah } from '../../../lib/currency';
import { statusBadgeClass } from '../../../lib/repair-status';
import type { MemberCoupon, Recognised as Found, TillMember } from './api';
import { couponStateText, discountText, refusalText, whatsappShown } from './till-view';
import { STATUS_LABEL } from '../core/promo-request-read';
import { formatShortDate } from '../../../lib/dates';
import type { ReactNode } from 'react';

const STATE_TONE: Record<MemberCoupon['state'], string> = {
  bisa: 'text-bg-success',
  dipakai: 'text-bg-secondary',
  'belum-diklaim': 'text-bg-warning',
  nonaktif: 'text-bg-secondary',
  berakhir: 'text-bg-secondary',
};

export function CouponLine({ c }: { c: MemberCoupon }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="fw-semibold">{c.coupon.kode}</span>
      <span className="text-body-secondary">{discountText(c.coupon)}</span>
      <span className={`badge ${STATE_TONE[c.state]}`}>
        {couponStateText(c.state, c.claim?.dipakai ?? null)}
      </span>
    </div>
  );
}

/** Why this coupon cannot be used now: the till's refusal, said as soon as it is shown. */
function couponRefusal(c: MemberCoupon): string {
  const reason = {
    dipakai: 'coupon-used',
    'belum-diklaim': 'coupon-unclaimed',
    nonaktif: 'coupon-inactive',
    berakhir: 'coupon-ended',
  } as const;
  if (c.state === 'bisa') return '';
  const then = c.state === 'dipakai' ? 'Tidak bisa dipakai lagi.' : 'Tidak bisa dipakai untuk penjualan ini.';
  return `${refusalText(reason[c.state], c.claim?.dipakai ?? null)} ${then}`;
}

function Card({ title, label, children }: { title: ReactNode; label: string; children: ReactNode }) {
  return (
    <section className="card till-found mb-3" aria-label={label}>
      <div className="card-body">
        <h2 className="h5 mb-2">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function MemberFacts({ member }: { member: TillMember }) {
  return (
    <>
      <p className="mb-2 text-body-secondary">
        Member {formatMemberNumber(member.nomor)}
        {member.whatsapp && <> · WA {member.whatsapp}</>}
      </p>
      <p className="mb-0">
        Poin: <strong className="till-amount">{member.saldo.toLocaleString('id-ID')}</strong>
      </p>
    </>
  );
}

/** Who or what a code turned out to be, as the cashier needs to see it. */
export function RecognisedCard({ found }: { found: Exclude<Found, { kind: 'none' }> }) {
  switch (found.kind) {
    case 'member':
      return (
        <Card title={found.member.nama || 'Member'} label="Member">
          <MemberFacts member={found.member} />
          <h3 className="h6 mt-3 mb-2">Kupon yang diklaim</h3>
          {found.member.coupons.length ? (
            <ul className="list-unstyled mb-0 d-grid gap-2">
              {found.member.coupons.map((c) => (
                <li key={c.coupon.id}>
                  <CouponLine c={c} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-body-secondary mb-0">Belum ada kupon yang diklaim.</p>
          )}
        </Card>
      );
    case 'coupon': {
      const { coupon: c, member } = found;
      return (
        <Card title={`Kupon ${c.coupon.kode}`} label="Kupon">
          <p className="mb-2">
            Diskon <strong>{discountText(c.coupon)}</strong>
            {c.coupon.berlakuSampai && <> · berlaku sampai {c.coupon.berlakuSampai}</>}
          </p>
          {c.coupon.deskripsi && <p className="small text-body-secondary mb-2">{c.coupon.deskripsi}</p>}
          <CouponLine c={c} />
          {c.state !== 'bisa' && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {couponRefusal(c)}
            </div>
          )}
          <hr />
          <p className="fw-semibold mb-1">{member.nama || 'Member'}</p>
          <MemberFacts member={member} />
        </Card>
      );
    }
    case 'lead': {
      const { lead } = found;
      const range =
        lead.nilaiMin === lead.nilaiMax
          ? formatRupiah(lead.nilaiMin)
          : `${formatRupiah(lead.nilaiMin)} – ${formatRupiah(lead.nilaiMax)}`;
      return (
        <Card title={`Tukar tambah ${lead.ref}`} label="Lead tukar tambah">
          <dl className="till-facts mb-0">
            <dt>HP lama</dt>
            <dd>{lead.hpLama}</dd>
            {lead.hpBaru && (
              <>
                <dt>HP baru</dt>
                <dd>
                  {lead.hpBaru}
                  {lead.hargaBaru ? ` · ${formatRupiah(lead.hargaBaru)}` : ''}
                </dd>
              </>
            )}
            <dt>Perkiraan</dt>
            <dd>{range}</dd>
            {lead.nama && (
              <>
                <dt>Nama</dt>
                <dd>{lead.nama}</dd>
              </>
            )}
            {lead.whatsapp && (
              <>
                <dt>WhatsApp</dt>
                <dd>{lead.whatsapp}</dd>
              </>
            )}
            <dt>Status</dt>
            <dd>
              <span className="badge text-bg-info">{STATUS_LABEL[lead.status]}</span>
            </dd>
          </dl>
        </Card>
      );
    }
    case 'promo':
      return (
        <Card title={`Pengajuan promo dari ${whatsappShown(found.whatsapp)}`} label="Pengajuan promo">
          <ul className="list-unstyled mb-0 d-grid gap-3">
            {found.requests.map((r) => (
              <li key={r.id}>
                <div className="fw-semibold">
                  {r.nama} <span className="badge text-bg-info ms-1">{STATUS_LABEL[r.status]}</span>
                </div>
                <div className="small text-body-secondary">
                  {r.waktu ? formatShortDate(r.waktu) : 'Tanpa tanggal'} · {r.alamat}
                </div>
                <div className="text-break">{r.pesan}</div>
              </li>
            ))}
          </ul>
        </Card>
      );
    case 'repair': {
      const { ticket } = found;
      return (
        <Card title={`Servis ${ticket.code}`} label="Tiket servis">
          <dl className="till-facts mb-0">
            <dt>Nama</dt>
            <dd>{ticket.nama}</dd>
            <dt>Perangkat</dt>
            <dd>{ticket.perangkat || '-'}</dd>
            <dt>Status</dt>
            <dd>
              <span className={statusBadgeClass(ticket.status)}>{ticket.status || '-'}</span>
            </dd>
            <dt>Total</dt>
            <dd className="till-amount">{formatRupiah(ticket.total)}</dd>
            {ticket.dibayar > 0 && (
              <>
                <dt>Sudah dibayar</dt>
                <dd className="till-amount">{formatRupiah(ticket.dibayar)}</dd>
              </>
            )}
          </dl>
        </Card>
      );
    }
  }
}
