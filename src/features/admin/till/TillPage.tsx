import './till.scss';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { formatRupiah } from '../../../lib/currency';
import { useMember } from '../../../ui/auth-context';
import { Loading, LoadError } from '../../../ui/LoadFaces';
import { ScreenHeader } from '../shell/ScreenHeader';
import { Icon } from '../shell/icons';
import { payReward, recognise, reloadMember, type Recognised, type TillMember } from './api';
import { RecognisedCard } from './Recognised';
import { SaleForm, type Recorded } from './SaleForm';
import { EMPTY_CONTEXT, withRecognised, type SaleContext } from './sale-context';
import { Scanner } from './Scanner';
import { CAMERA_FAILURE_TEXT, type CameraFailure } from './qr-scan';
import type { Admin } from '../core/data/recorded-batch';

type Lookup =
  | { status: 'idle' }
  | { status: 'loading'; code: string }
  | { status: 'error'; code: string }
  | { status: 'done'; code: string; found: Recognised };

/** The member's rewards with a points price, "Tukar" on those their balance can pay. */
function Rewards({ member, by, onPaid }: { member: TillMember; by: Admin; onPaid: (saldo: number) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ tone: string; text: string } | null>(null);
  if (!member.rewards.length) return null;
  async function redeem(id: string, judul: string) {
    setBusy(id);
    setNote(null);
    try {
      const out = await payReward(member.uid, id, by);
      if (out.ok) {
        setNote({
          tone: 'success',
          text: `${judul} ditukar. Sisa poin: ${out.saldo.toLocaleString('id-ID')}.`,
        });
        onPaid(out.saldo);
      } else
        setNote({
          tone: 'danger',
          text:
            out.reason === 'balance-too-low'
              ? 'Poin member tidak cukup untuk reward ini.'
              : 'Reward ini tidak bisa ditukar dengan poin.',
        });
    } catch {
      setNote({ tone: 'warning', text: 'Koneksi terputus — reward belum ditukar. Coba lagi.' });
    } finally {
      setBusy(null);
    }
  }
  return (
    <section className="card mb-3" aria-labelledby="till-reward">
      <div className="card-body">
        <h2 id="till-reward" className="h6 mb-2">
          Tukar poin ({member.saldo.toLocaleString('id-ID')} poin)
        </h2>
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {member.rewards.map((r) => {
            const short = r.poin > member.saldo;
            return (
              <li key={r.id} className="d-flex align-items-center gap-2">
                <span className="me-auto">
                  {r.judul}
                  <span className="d-block small text-body-secondary">
                    {r.poin.toLocaleString('id-ID')} poin
                    {short && ` · kurang ${(r.poin - member.saldo).toLocaleString('id-ID')} poin`}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  disabled={short || busy !== null}
                  onClick={() => redeem(r.id, r.judul)}
                  aria-label={`Tukar ${r.judul}`}
                >
                  {busy === r.id ? 'Menukar…' : 'Tukar'}
                </button>
              </li>
            );
          })}
        </ul>
        {note && (
          <div className={`alert alert-${note.tone} mt-3 mb-0`} role="status">
            {note.text}
          </div>
        )}
      </div>
    </section>
  );
}

function notFoundText(found: Extract<Recognised, { kind: 'none' }>, typed: string): string {
  const code = found.code;
  if (!code)
    return `Kode tidak ditemukan: "${typed}". Periksa lagi kodenya, atau ketik nomor member, kupon, TT-…, nomor WhatsApp, atau kode servis.`;
  switch (code.kind) {
    case 'member':
      return 'Kode tidak ditemukan: tidak ada member dengan nomor ini.';
    case 'coupon':
      return 'Kode tidak ditemukan: kupon ini tidak ada untuk member tersebut.';
    case 'lead':
      return `Kode tidak ditemukan: tidak ada tukar tambah ${code.ref}.`;
    case 'phone':
      return 'Kode tidak ditemukan: tidak ada pengajuan promo dari nomor ini.';
    case 'repair':
      return `Kode tidak ditemukan: tidak ada tiket servis ${code.code}.`;
  }
}

/** /admin/kasir: serve a customer at the counter — scan or type, see who and what, record the sale. */
export default function TillPage() {
  const admin = useMember();
  const by = { uid: admin.uid, email: admin.email };
  const [typed, setTyped] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [context, setContext] = useState<SaleContext>(EMPTY_CONTEXT);
  const [scanning, setScanning] = useState(false);
  const [camera, setCamera] = useState<CameraFailure | null>(null);
  const [selling, setSelling] = useState(false);
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const run = useRef(0);

  async function find(code: string) {
    const text = code.trim();
    if (!text) return;
    const mine = ++run.current;
    setLookup({ status: 'loading', code: text });
    try {
      const found = await recognise(text);
      if (mine !== run.current) return;
      setLookup({ status: 'done', code: text, found });
      setContext((c) => withRecognised(c, found));
      if (found.kind !== 'none') setTyped('');
    } catch (e) {
      console.warn('Till lookup failed', e);
      if (mine === run.current) setLookup({ status: 'error', code: text });
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void find(typed);
  }

  function startOver() {
    run.current++;
    setRecorded(null);
    setSelling(false);
    setContext(EMPTY_CONTEXT);
    setLookup({ status: 'idle' });
    setTyped('');
    setTimeout(() => field.current?.focus(), 0);
  }

  async function afterSale(sale: Recorded) {
    setRecorded(sale);
    setSelling(false);
    const nomor = context.member?.nomor;
    if (nomor) {
      const member = await reloadMember(nomor).catch(() => null);
      if (member) setContext((c) => ({ ...c, member, coupon: null }));
    }
  }

  async function reloadAfterReward() {
    const nomor = context.member?.nomor;
    const member = nomor ? await reloadMember(nomor).catch(() => null) : null;
    if (member) setContext((c) => ({ ...c, member }));
  }

  if (recorded)
    return (
      <section className="container py-4 till">
        <ScreenHeader title="Kasir" />
        <div className="till-done card" role="status">
          <div className="card-body text-center">
            <p className="h5 mb-2">
              {recorded.retried ? 'Sudah tercatat sebelumnya · ' : 'Penjualan tercatat · '}
              <span className="till-done-amount">
                {formatRupiah(recorded.jumlah)}
                {recorded.poin > 0 && ` · +${recorded.poin} poin`}
              </span>
            </p>
            {recorded.diskon > 0 && (
              <p className="text-body-secondary mb-0">Termasuk diskon {formatRupiah(recorded.diskon)}</p>
            )}
            {recorded.retried && (
              <p className="small text-body-secondary mt-2 mb-0">
                Koneksi sempat terputus, tapi penjualan ini sudah masuk. Tidak dicatat dua kali.
              </p>
            )}
          </div>
        </div>
        {context.member && (
          <Rewards member={context.member} by={by} onPaid={() => void reloadAfterReward()} />
        )}
        {context.origin?.sumber === 'servisan' && (
          // Collecting the device is the ticket's own status change (its history line, its warranty).
          <Link to={adminPaths.repair(context.origin.sumberId)} className="btn btn-outline-dark w-100 mt-3">
            Buka tiket {context.origin.sumberId} (tandai Diambil)
          </Link>
        )}
        <button type="button" className="btn btn-primary btn-lg w-100 mt-3" onClick={startOver}>
          Penjualan baru
        </button>
      </section>
    );

  if (selling)
    return (
      <section className="container py-4 till">
        <ScreenHeader title="Kasir" />
        <SaleForm context={context} by={by} onRecorded={afterSale} onCancel={() => setSelling(false)} />
      </section>
    );

  const hasContext = Boolean(context.member || context.origin);
  return (
    <section className="container py-4 till">
      <ScreenHeader title="Kasir">
        {/* The day's sales, their reversal and the points rate, one tap from the till. */}
        <Link to={adminPaths.sales} className="btn admin-tool" aria-label="Penjualan">
          <Icon name="riwayat" />
          <span className="admin-tool-label">Penjualan</span>
        </Link>
      </ScreenHeader>
      {scanning ? (
        <Scanner
          onCode={(text) => {
            setScanning(false);
            void find(text);
          }}
          onFailure={(f) => {
            setScanning(false);
            setCamera(f);
          }}
          onClose={() => setScanning(false)}
        />
      ) : (
        <button
          type="button"
          className="btn btn-dark btn-lg w-100 mb-3 till-scan"
          onClick={() => {
            setCamera(null);
            setScanning(true);
          }}
        >
          <Icon name="pindai" />
          Pindai
        </button>
      )}
      {camera && (
        <div className="alert alert-warning" role="alert">
          {CAMERA_FAILURE_TEXT[camera]}
        </div>
      )}
      <form className="till-code mb-3" onSubmit={submit} role="search">
        <label htmlFor="till-kode" className="form-label">
          Kode member, kupon, TT-…, nomor WhatsApp, atau kode servis
        </label>
        <div className="d-flex gap-2">
          <input
            ref={field}
            id="till-kode"
            className="form-control form-control-lg"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            enterKeyHint="search"
            placeholder="Contoh: 2841 0937"
          />
          <button type="submit" className="btn btn-primary btn-lg" disabled={!typed.trim()}>
            Cari
          </button>
        </div>
      </form>

      {lookup.status === 'loading' && <Loading label="Mencari kode..." />}
      {lookup.status === 'error' && (
        <LoadError
          message="Kode belum bisa dicari: koneksi bermasalah."
          onRetry={() => void find(lookup.code)}
        />
      )}
      {lookup.status === 'done' && lookup.found.kind === 'none' && (
        <div className="alert alert-warning" role="alert">
          {notFoundText(lookup.found, lookup.code)}
        </div>
      )}
      {lookup.status === 'done' && lookup.found.kind !== 'none' && <RecognisedCard found={lookup.found} />}

      {hasContext && (
        <section className="till-context mb-3" aria-label="Untuk penjualan ini">
          <div className="d-flex align-items-center justify-content-between gap-2">
            <h2 className="h6 mb-0">Untuk penjualan ini</h2>
            <button type="button" className="btn btn-link p-0 till-link" onClick={startOver}>
              Mulai dari awal
            </button>
          </div>
          <ul className="list-unstyled mb-2 d-flex flex-wrap gap-2">
            {context.member && (
              <li className="badge text-bg-light border till-chip">Member: {context.member.nama}</li>
            )}
            {context.coupon && (
              <li className="badge text-bg-light border till-chip">Kupon: {context.coupon.coupon.kode}</li>
            )}
            {context.origin && (
              <li className="badge text-bg-light border till-chip">{context.origin.label}</li>
            )}
          </ul>
        </section>
      )}

      <button type="button" className="btn btn-primary btn-lg w-100" onClick={() => setSelling(true)}>
        Catat penjualan
      </button>
      {!hasContext && (
        <p className="form-text text-center mt-2">
          Tanpa kode: penjualan dicatat sebagai pelanggan datang langsung.
        </p>
      )}
      {/* After the main action: a reward is taken now and then, a sale every time. */}
      {context.member && lookup.status === 'done' && lookup.found.kind !== 'none' && (
        <div className="mt-4">
          <Rewards member={context.member} by={by} onPaid={() => void reloadAfterReward()} />
        </div>
      )}
    </section>
  );
}
