// A claimed coupon shown to the cashier: its code to type and its QR code, large, in
// a dialog of its own (the till's camera reads it from the phone on the counter). In
// its own chunk with the QR library: the coupons page fetches it when idle or on the tap.
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import '../../styles/modal.scss';
import './member-till.scss';
import type { Coupon } from '../../firebase/types';
import { formatShortDate } from '../../lib/dates';
import { couponQrText, couponTypedCode } from '../../lib/till-codes';
import { LoadError, Loading } from '../../ui/LoadFaces';
import { useLoad } from '../../ui/useLoad';
import { getMemberCard, type MemberUser } from './api';
import { readSavedCard } from './card';
import { QrCode } from './QrCode';

export interface CouponTillPanelProps {
  user: MemberUser;
  coupon: Coupon;
  /** When the till marked it used (live): the panel then says so instead of the code. */
  usedOn: Date | null;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
}

export default function CouponTillPanel({
  user,
  coupon,
  usedOn,
  show,
  onHide,
  onExited,
}: CouponTillPanelProps) {
  // The code names the member's number: from their card, or the card kept on this phone when offline.
  const [saved] = useState(() => readSavedCard(user.uid));
  const card = useLoad(() => getMemberCard(user), `kartu:${user.uid}`);
  const nomor = card.status === 'ready' ? card.data.nomor : (saved?.nomor ?? null);
  const titleId = `kasir-${coupon.id}`;

  return (
    <Modal show={show} onHide={onHide} onExited={onExited} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Tutup">
        <Modal.Title id={titleId} as="h2" className="h5">
          Kupon {coupon.kode}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {usedOn ? (
          <p className="coupon-used mb-0" role="status">
            Kupon ini sudah dipakai {formatShortDate(usedOn)}.
          </p>
        ) : nomor ? (
          <>
            <p className="text-body-secondary text-center mb-2">
              Tunjukkan ke kasir: kasir memindai kode QR atau mengetik kodenya.
            </p>
            <div className="coupon-till-qr mb-3">
              <QrCode text={couponQrText(nomor, coupon.id)} label={`Kode QR kupon ${coupon.kode}`} />
            </div>
            <p className="mb-1 text-center small fw-semibold">Kode kupon</p>
            <p className="coupon-till-code mb-0" data-testid="coupon-till-code">
              {couponTypedCode(nomor, coupon.kode)}
            </p>
          </>
        ) : card.status === 'error' ? (
          <LoadError onRetry={card.retry} message="Kode kupon gagal dimuat. Periksa koneksi internet kamu." />
        ) : (
          <Loading label="Memuat kode kupon..." />
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
          Tutup
        </button>
      </Modal.Footer>
    </Modal>
  );
}
