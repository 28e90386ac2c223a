import { useEffect, useRef, useState } from 'react';
import { Empty } from '../../ui/LoadFaces';
import type { Coupon } from '../../firebase/types';
import { useLoad } from '../../ui/useLoad';
import { claimCoupon, listActiveCoupons, listClaimedCouponIds, type MemberUser } from './api';
import { useMember } from '../../ui/auth-context';
import { CLAIM_MESSAGES, couponEndLabel, discountLabel } from './coupons';
import { MemberLoadPage } from './MemberPage';
import { VerifyEmailPanel } from './VerifyEmailPanel';

interface CouponData {
  coupons: Coupon[];
  claimed: string[];
}

export default function CouponsPage() {
  const user = useMember();
  const load = useLoad<CouponData>(async () => {
    const [coupons, claimed] = await Promise.all([listActiveCoupons(), listClaimedCouponIds(user.uid)]);
    return { coupons, claimed };
  }, `kupon:${user.uid}`);

  return (
    <MemberLoadPage
      title="Kupon"
      lead="Kupon diskon untuk belanja dan servis di ONE GADGET."
      load={load}
      notice={!user.emailVerified && <VerifyEmailPanel email={user.email} />}
    >
      {(data) => <CouponList user={user} {...data} />}
    </MemberLoadPage>
  );
}

type Feedback = { couponId: string; kind: 'success' | 'info' | 'danger'; text: string };

export function CouponList({ user, coupons, claimed }: { user: MemberUser } & CouponData) {
  const [claimedIds, setClaimedIds] = useState(() => new Set(claimed));
  const [claiming, setClaiming] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // A second click can arrive before React re-renders the disabled button.
  const inFlight = useRef(false);
  // While claiming the button is disabled, which drops keyboard focus to the page:
  // the message takes it when the answer comes (after a failure, Tab leads on to the
  // button to try again).
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback) message.current?.focus();
  }, [feedback]);

  if (coupons.length === 0) return <Empty>Belum ada kupon tersedia.</Empty>;

  async function claim(couponId: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setClaiming(couponId);
    setFeedback(null);
    try {
      const result = await claimCoupon(user.uid, couponId);
      setClaimedIds((ids) => new Set(ids).add(couponId));
      setFeedback({
        couponId,
        kind: result === 'created' ? 'success' : 'info',
        text: CLAIM_MESSAGES[result],
      });
    } catch (e) {
      console.warn('Coupon claim failed', e);
      setFeedback({
        couponId,
        kind: 'danger',
        text: 'Kupon gagal diklaim. Periksa koneksi kamu, lalu coba lagi.',
      });
    } finally {
      inFlight.current = false;
      setClaiming(null);
    }
  }

  return (
    <ul className="list-unstyled row g-3 mb-0">
      {coupons.map((c) => {
        const isClaimed = claimedIds.has(c.id);
        const headingId = `kupon-${c.id}`;
        return (
          <li key={c.id} className="col-12 col-md-6 col-lg-4 coupon-slot">
            {/* A ticket: the discount on the stub, the perforation, then the code and the claim. */}
            <article className={`coupon${isClaimed ? ' coupon-claimed' : ''}`} aria-labelledby={headingId}>
              <div className="coupon-stub">
                <span className="coupon-discount">{discountLabel(c)}</span>
                <span className="coupon-stub-label">Diskon</span>
              </div>
              <div className="coupon-body">
                <h2 id={headingId} className="coupon-code">
                  {c.kode}
                </h2>
                <p className={couponEndLabel(c) ? 'mb-1' : 'mb-3'}>{c.deskripsi}</p>
                {couponEndLabel(c) && (
                  <p className="small fw-semibold mb-3" data-testid="coupon-end">
                    {couponEndLabel(c)}
                  </p>
                )}
                {isClaimed && (
                  // Claimed is when it is used: the code, large, for the cashier to read.
                  <p className="coupon-show" data-testid="coupon-show">
                    <span className="coupon-show-label">Tunjukkan ke kasir</span>
                    <span className="coupon-show-code">{c.kode}</span>
                  </p>
                )}
                {feedback?.couponId === c.id && (
                  <div
                    ref={message}
                    tabIndex={-1}
                    className={`alert alert-${feedback.kind} py-2`}
                    role="status"
                  >
                    {feedback.text}
                  </div>
                )}
                <button
                  type="button"
                  className={`btn w-100 mt-auto ${isClaimed ? 'btn-outline-secondary' : 'btn-primary'}`}
                  disabled={isClaimed || claiming !== null || !user.emailVerified}
                  onClick={() => claim(c.id)}
                >
                  {isClaimed ? 'Sudah Diklaim' : claiming === c.id ? 'Mengklaim...' : 'Klaim Kupon'}
                </button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
