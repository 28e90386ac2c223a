import './member-till.scss';
import { useEffect, useRef, useState } from 'react';
import { Empty } from '../../ui/LoadFaces';
import type { Coupon, CouponClaim } from '../../firebase/types';
import { formatShortDate } from '../../lib/dates';
import { useLazyComponent } from '../../ui/useLazyComponent';
import { useLive } from '../../ui/useLive';
import { useLoad, type LoadResult } from '../../ui/useLoad';
import { claimCoupon, listActiveCoupons, type MemberUser } from './api';
import { useMember } from '../../ui/auth-context';
import { CLAIM_MESSAGES, couponEndLabel, discountLabel } from './coupons';
import type { CouponTillPanelProps } from './CouponTillPanel';
import { subscribeClaims } from './live-api';
import { MemberLoadPage } from './MemberPage';
import { VerifyEmailPanel } from './VerifyEmailPanel';

const loadPanel = () => import('./CouponTillPanel');

interface CouponData {
  coupons: Coupon[];
  /** The member's claims, live: one marked used at the till shows 'Dipakai …' at once. */
  claims: CouponClaim[];
}

/** Two loads as one: loading until both answer, an error when either fails ('Coba lagi' retries both). */
function both<A, B, T>(a: LoadResult<A>, b: LoadResult<B>, join: (a: A, b: B) => T): LoadResult<T> {
  const retry = () => {
    if (a.status === 'error') a.retry();
    if (b.status === 'error') b.retry();
  };
  if (a.status === 'error') return { ...a, retry };
  if (b.status === 'error') return { ...b, retry };
  if (a.status === 'loading' || b.status === 'loading') return { status: 'loading', retry };
  return { status: 'ready', data: join(a.data, b.data), retry };
}

export default function CouponsPage() {
  const user = useMember();
  const coupons = useLoad(listActiveCoupons, `kupon:${user.uid}`);
  const claims = useLive<CouponClaim[]>(
    (onData, onError) => subscribeClaims(user.uid, onData, onError),
    `klaim:${user.uid}`,
  );
  const load = both(coupons, claims, (list, mine): CouponData => ({ coupons: list, claims: mine }));

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

export function CouponList({ user, coupons, claims }: { user: MemberUser } & CouponData) {
  // Claimed here a moment ago: shown at once, before the live claims bring it.
  const [justClaimed, setJustClaimed] = useState<ReadonlySet<string>>(() => new Set());
  const claimOf = new Map(claims.map((c) => [c.couponId, c]));
  // The coupon in the cashier's panel; `open` false while it closes (its focus goes back to the button).
  const [showing, setShowing] = useState<Coupon | null>(null);
  const [open, setOpen] = useState(false);
  const panel = useLazyComponent<CouponTillPanelProps>(loadPanel, {
    wanted: showing !== null,
    prefetch: true,
  });
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
      setJustClaimed((ids) => new Set(ids).add(couponId));
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
    <>
      <ul className="list-unstyled row g-3 mb-0">
        {coupons.map((c) => {
          const stored = claimOf.get(c.id);
          const isClaimed = Boolean(stored) || justClaimed.has(c.id);
          const usedOn = stored?.dipakai ?? null;
          const headingId = `kupon-${c.id}`;
          return (
            <li key={c.id} className="col-12 col-md-6 col-lg-4 coupon-slot">
              {/* A ticket: the discount on the stub, the perforation, then the code and the claim. */}
              <article
                className={`coupon${isClaimed ? ' coupon-claimed' : ''}${usedOn ? ' coupon-spent' : ''}`}
                aria-labelledby={headingId}
              >
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
                  {usedOn ? (
                    <p className="coupon-used mb-3" data-testid="coupon-used">
                      Dipakai <span className="text-nowrap">{formatShortDate(usedOn)}</span>
                    </p>
                  ) : (
                    isClaimed && (
                      // Claimed is when it is used: its code and QR code for the cashier, in a panel.
                      <button
                        type="button"
                        className="btn btn-primary w-100 mb-2"
                        onClick={() => {
                          setShowing(c);
                          setOpen(true);
                        }}
                      >
                        Tunjukkan ke kasir
                      </button>
                    )
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
      {showing && panel.Component && (
        <panel.Component
          user={user}
          coupon={showing}
          usedOn={claimOf.get(showing.id)?.dipakai ?? null}
          show={open}
          onHide={() => setOpen(false)}
          onExited={() => setShowing(null)}
        />
      )}
      {showing && !panel.Component && panel.failed && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 mt-3" role="alert">
          <span className="me-auto">Kode kupon gagal dimuat. Periksa koneksi internet kamu.</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={panel.request}>
            Coba lagi
          </button>
        </div>
      )}
    </>
  );
}
