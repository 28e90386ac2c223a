import './member-till.scss';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatShortDateTime } from '../../lib/dates';
import { formatMemberNumber, memberQrText } from '../../lib/till-codes';
import { Loading, LoadError } from '../../ui/LoadFaces';
import { useMember } from '../../ui/auth-context';
import { useLoad } from '../../ui/useLoad';
import { getMemberCard } from './api';
import { NoProfileError, readSavedCard, type MemberCard } from './card';
import { keepCardCode } from './keep-card-code';
import { MemberPage } from './MemberPage';
import { QrCode } from './QrCode';

export default function CardPage() {
  const user = useMember();
  // The card last seen on this phone: shown at once, and alone when the read fails (no signal).
  const [saved] = useState(() => readSavedCard(user.uid));
  const load = useLoad(() => getMemberCard(user), `kartu:${user.uid}`);
  const ready = load.status === 'ready';

  // Seen once, the card opens again with no signal: this page's code is kept on the phone.
  useEffect(() => {
    if (ready) keepCardCode();
  }, [ready]);

  return (
    <MemberPage title="Kartu member" lead="Tunjukkan kartu ini ke kasir saat belanja atau servis.">
      {load.status === 'ready' ? (
        <CardView card={load.data} />
      ) : load.status === 'error' && load.error instanceof NoProfileError ? (
        <div className="alert alert-info" role="status">
          Lengkapi profil kamu dulu untuk mendapat nomor member.{' '}
          <Link to={paths.member.profile}>Buka Profil</Link>
        </div>
      ) : saved ? (
        // The card first: at the counter the QR code is what matters, the notice after it.
        <>
          <CardView card={saved} />
          {load.status === 'error' && (
            <div
              className="alert alert-warning d-flex flex-wrap align-items-center gap-2 member-id-card-saved"
              role="status"
            >
              <span className="me-auto">
                Kartu tersimpan di HP ini (dimuat {formatShortDateTime(saved.disimpan)}). Kamu sedang offline
                atau kartu gagal dimuat.
              </span>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={load.retry}>
                Coba lagi
              </button>
            </div>
          )}
        </>
      ) : load.status === 'error' ? (
        <LoadError onRetry={load.retry} message="Kartu member gagal dimuat. Periksa koneksi internet kamu." />
      ) : (
        <Loading label="Memuat kartu member..." />
      )}
    </MemberPage>
  );
}

/** The card as the cashier sees it: the name, the number large, the QR code on white. */
export function CardView({ card }: { card: MemberCard }) {
  return (
    <article className="member-id-card" aria-label="Kartu member">
      <div className="member-id-card-head">
        <span className="member-id-card-brand">ONE GADGET</span>
        <span className="member-id-card-kind">Kartu member</span>
      </div>
      <p className="member-id-card-name">{card.nama}</p>
      <p className="member-id-card-number">
        <span className="visually-hidden">Nomor member </span>
        <span>{formatMemberNumber(card.nomor)}</span>
      </p>
      <div className="member-id-card-qr">
        <QrCode text={memberQrText(card.nomor)} label={`Kode QR nomor member ${card.nomor}`} />
      </div>
      <p className="member-id-card-hint">Naikkan kecerahan layar agar kode mudah dipindai kasir.</p>
    </article>
  );
}
