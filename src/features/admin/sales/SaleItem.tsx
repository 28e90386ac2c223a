import { useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { formatRupiah } from '../../../lib/currency';
import { formatDateTime } from '../../../lib/dates';
import { useMember } from '../../../ui/auth-context';
import { Field } from '../../../ui/Field';
import { ConfirmPanel } from '../core/ConfirmPanel';
import { useConfirmFocus } from '../core/useConfirmFocus';
import { cancelSale } from './api';
import { itemsText, PAYMENT_LABEL, reversalText, SOURCE_LABEL, type ListedSale } from './sales';

/** The most characters of a reversal's reason (penjualan_batal.alasan, firestore.rules). */
export const REASON_MAX = 200;

export const REASON_MISSING = 'Tulis alasan pembatalan.';
export const CANCEL_FAILED = 'Gagal membatalkan. Periksa koneksi lalu coba lagi; alasan kamu masih di sini.';
export const SALE_GONE = 'Penjualan ini tidak ditemukan. Muat ulang daftar.';

/** Where a sale's source is kept: a ticket opens itself, a lead or a request its inbox. */
function sourceHref(sale: ListedSale): string | null {
  if (!sale.sumberId) return null;
  if (sale.sumber === 'servisan') return adminPaths.repair(sale.sumberId);
  if (sale.sumber === 'tukar_tambah') return adminPaths.tradeIn;
  if (sale.sumber === 'promo_request') return adminPaths.promo;
  return null;
}

/** What the reversal did, said once it is stored. */
function doneText(poinKembali: number, hadCoupon: boolean): string {
  const parts = ['Penjualan dibatalkan.'];
  if (hadCoupon) parts.push('Kupon dikembalikan ke member.');
  if (poinKembali > 0) parts.push(`${poinKembali} poin ditarik kembali.`);
  return parts.join(' ');
}

/**
 * One sale: when, what, how much and how it was paid, where it came from and for
 * whom; a reversed one marked with its reason. "Batal" asks for the reason, then
 * reverses it (coupon given back, points taken back).
 */
export function SaleItem({ sale, onCancelled }: { sale: ListedSale; onCancelled: (s: ListedSale) => void }) {
  const admin = useMember();
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const { openRef, questionRef, focusOpenerNext } = useConfirmFocus(step);
  const href = sourceHref(sale);
  const title = `Penjualan ${sale.waktu ? formatDateTime(sale.waktu) : ''} ${formatRupiah(sale.jumlah)}`;

  async function cancel() {
    const alasan = reason.trim();
    if (!alasan) {
      setError(REASON_MISSING);
      return;
    }
    setStep('busy');
    setError('');
    try {
      const out = await cancelSale(sale.id, alasan, admin);
      if (!out.ok) {
        setError(SALE_GONE);
        setStep('confirm');
        return;
      }
      setDone(
        out.retried ? 'Penjualan ini sudah dibatalkan sebelumnya.' : doneText(out.poinKembali, !!sale.kupon),
      );
      setStep('idle');
      onCancelled({
        ...sale,
        batal: { alasan: out.retried ? (sale.batal?.alasan ?? alasan) : alasan, waktu: new Date() },
      });
    } catch (e) {
      console.warn('Reversal failed', e);
      setError(CANCEL_FAILED);
      setStep('confirm');
    }
  }

  return (
    <li
      className={`list-group-item py-3 sale-item${sale.batal ? ' sale-reversed' : ''}`}
      data-testid="sale"
      aria-label={title}
    >
      <div className="d-flex align-items-start gap-2">
        <div className="me-auto">
          <p className="fw-semibold mb-0 text-break">{itemsText(sale.barang) || 'Tanpa nama barang'}</p>
          <p className="small text-body-secondary mb-0">
            {sale.waktu ? formatDateTime(sale.waktu) : 'Waktu tidak tercatat'}
          </p>
        </div>
        <div className="text-end">
          <p
            className={`price mb-0 fs-5${sale.batal ? ' text-decoration-line-through' : ''}`}
            data-testid="sale-amount"
          >
            {formatRupiah(sale.jumlah)}
          </p>
          {sale.batal && (
            <span className="badge text-bg-secondary" data-testid="sale-reversed">
              Dibatalkan
            </span>
          )}
        </div>
      </div>
      <dl className="small my-2 sale-details">
        {sale.barang.length > 1 && (
          <>
            <dt>Barang</dt>
            <dd>
              <ul className="list-unstyled mb-0">
                {sale.barang.map((r, i) => (
                  <li key={i} className="d-flex justify-content-between gap-2">
                    <span className="text-break">{r.nama}</span>{' '}
                    <span className="price text-nowrap">{formatRupiah(r.harga)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {sale.diskon > 0 && (
          <>
            <dt>Subtotal</dt>
            <dd className="price">{formatRupiah(sale.subtotal)}</dd>
            <dt>Diskon</dt>
            <dd className="price" data-testid="sale-discount">
              −{formatRupiah(sale.diskon)}
            </dd>
          </>
        )}
        <dt>Pembayaran</dt>
        <dd>{PAYMENT_LABEL[sale.bayar]}</dd>
        <dt>Sumber</dt>
        <dd data-testid="sale-source">
          {SOURCE_LABEL[sale.sumber]}
          {sale.sourceRef &&
            (href ? (
              <>
                {' · '}
                <Link to={href} className="sale-source-link">
                  {sale.sourceRef}
                </Link>
              </>
            ) : (
              ` · ${sale.sourceRef}`
            ))}
        </dd>
        {sale.member && (
          <>
            <dt>Member</dt>
            <dd className="text-break" data-testid="sale-member">
              {sale.memberName || 'Member tanpa nama'}
            </dd>
            <dt>Poin</dt>
            <dd data-testid="sale-points">{sale.poin > 0 ? `${sale.poin} poin` : 'Tanpa poin'}</dd>
          </>
        )}
        {sale.couponCode && (
          <>
            <dt>Kupon</dt>
            <dd className="text-break" data-testid="sale-coupon">
              {sale.couponCode}
            </dd>
          </>
        )}
      </dl>
      {sale.batal && (
        <p className="small mb-0 text-break" data-testid="sale-reversal">
          <strong>{reversalText(sale.batal)}</strong>
          {sale.batal.waktu && (
            <span className="text-body-secondary"> ({formatDateTime(sale.batal.waktu)})</span>
          )}
        </p>
      )}
      {done && (
        <p className="small text-success-emphasis mb-0 mt-1" role="status">
          {done}
        </p>
      )}
      {!sale.batal &&
        (step === 'idle' ? (
          <button
            ref={openRef}
            type="button"
            className="btn btn-outline-danger mt-2"
            onClick={() => {
              setDone('');
              setStep('confirm');
            }}
          >
            Batal
          </button>
        ) : (
          <ConfirmPanel
            label="Konfirmasi pembatalan"
            question="Batalkan penjualan ini?"
            questionRef={questionRef}
            yes="Ya, batalkan"
            busyYes="Membatalkan..."
            busy={step === 'busy'}
            no="Tidak jadi"
            onYes={() => void cancel()}
            onCancel={() => {
              focusOpenerNext();
              setError('');
              setStep('idle');
            }}
            className="p-3 border rounded bg-body text-body mt-2"
            testId="sale-cancel"
          >
            <p className="small mb-2">
              Penjualan tetap tercatat dengan tanda Dibatalkan.
              {sale.kupon && ' Kupon member dikembalikan.'}
              {sale.poin > 0 && ` ${sale.poin} poin ditarik kembali (sebanyak saldo yang ada).`}
            </p>
            <Field
              id={`alasan-${sale.id}`}
              label="Alasan"
              rows={2}
              limit={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={error === REASON_MISSING ? error : null}
              hint={`Wajib, paling banyak ${REASON_MAX} karakter.`}
              className="mb-0"
              disabled={step === 'busy'}
            />
            {error && error !== REASON_MISSING && (
              <p className="small text-danger mb-0 mt-2" role="alert">
                {error}
              </p>
            )}
          </ConfirmPanel>
        ))}
    </li>
  );
}
