import { useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { RATE_MAX, RATE_MIN } from '../../../firebase/specs/poin';
import { formatRupiah } from '../../../lib/currency';
import { useMember } from '../../../ui/auth-context';
import { Field } from '../../../ui/Field';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import type { Plain } from '../../../firebase/plain';
import { ConflictNotice } from '../core/conflict/ConflictNotice';
import { WriteConflict } from '../core/data/versions';
import { FormActions } from '../core/FormActions';
import { HistoryList } from '../core/history/HistoryList';
import { moneyText } from '../core/money';
import { typeMoney } from '../core/money-input';
import { ScreenHeader } from '../shell/ScreenHeader';
import { getPointsRate, savePointsRate, type StoredRate } from './api';
import { checkRate, rateLine } from './points-rate';

export const RATE_SAVE_FAILED = 'Gagal menyimpan. Periksa koneksi lalu coba lagi; isian kamu masih di sini.';

function RateForm({ stored, onSaved }: { stored: StoredRate; onSaved: () => void }) {
  const admin = useMember();
  const [text, setText] = useState(moneyText(stored.rupiahPerPoin ?? ''));
  const [shownError, setShownError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [seen, setSeen] = useState(stored.seen);
  const [conflict, setConflict] = useState<{ stored: Plain | null; value: number } | null>(null);
  const check = checkRate(text);

  async function save(value: number, over: StoredRate['seen'] = seen) {
    setBusy(true);
    setFailed(false);
    setSaved(false);
    try {
      const now = await savePointsRate(value, over, admin);
      setSeen(now.seen);
      setConflict(null);
      setSaved(true);
      onSaved();
    } catch (e) {
      if (e instanceof WriteConflict) setConflict({ stored: e.docs[0]!.stored, value });
      else {
        console.warn('Rate save failed', e);
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok) {
      setShownError(check.error);
      return;
    }
    setShownError(null);
    void save(check.value);
  }

  return (
    <form onSubmit={submit} noValidate className="admin-form">
      <p data-testid="rate-now">
        {stored.rupiahPerPoin === null && !saved ? (
          <>Nilai poin belum diatur: penjualan belum memberi poin.</>
        ) : (
          <>
            Sekarang: <strong>{rateLine(saved && check.ok ? check.value : stored.rupiahPerPoin!)}</strong>.
          </>
        )}
      </p>
      {saved && (
        <div className="alert alert-success" role="status">
          Tersimpan. Penjualan berikutnya memakai nilai ini.
        </div>
      )}
      {failed && (
        <div className="alert alert-danger" role="alert">
          {RATE_SAVE_FAILED}
        </div>
      )}
      {conflict && (
        <ConflictNotice
          collection="pengaturan"
          theirs={conflict.stored}
          mine={{ rupiahPerPoin: conflict.value }}
          busy={busy}
          onMine={() => void save(conflict.value, conflict.stored)}
          onTheirs={() => {
            const theirs = conflict.stored?.rupiahPerPoin;
            setSeen(conflict.stored);
            setText(moneyText(typeof theirs === 'number' ? theirs : ''));
            setConflict(null);
          }}
        />
      )}
      <Field
        id="rupiah-per-poin"
        label="Belanja untuk 1 poin"
        prefix="Rp"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          typeMoney(e.target, setText);
          setSaved(false);
        }}
        error={shownError && !check.ok ? check.error : null}
        hint={
          check.ok
            ? `${rateLine(check.value)}. Antara ${formatRupiah(RATE_MIN)} dan ${formatRupiah(RATE_MAX)}.`
            : `Contoh: 10.000 berarti 1 poin tiap Rp 10.000 belanja. Antara ${formatRupiah(RATE_MIN)} dan ${formatRupiah(RATE_MAX)}.`
        }
      />
      <p className="small text-body-secondary">
        Poin dihitung dari jumlah yang dibayar (setelah diskon), dibulatkan ke bawah. Harga poin tiap reward
        diatur di <Link to={adminPaths.collection('reward')}>Reward</Link>.
      </p>
      <FormActions problems={shownError && !check.ok ? ['Belanja untuk 1 poin'] : []}>
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
          {busy ? 'Menyimpan...' : 'Simpan'}
        </button>
      </FormActions>
    </form>
  );
}

/**
 * /admin/kasir/poin: how many Rupiah of a sale earn a member one point
 * (pengaturan/poin), saved with its history entry on the version read.
 */
export default function PointsRatePage() {
  // Each save adds an entry: the history below is read again.
  const [saves, setSaves] = useState(0);
  const load = useLoad(getPointsRate, 'rate');
  return (
    <section className="container py-4">
      <ScreenHeader title="Poin member" back={{ to: adminPaths.sales, label: 'Penjualan' }} />
      <LoadView load={load} loading="Memuat..." error="Nilai poin gagal dimuat.">
        {(stored) => <RateForm stored={stored} onSaved={() => setSaves((n) => n + 1)} />}
      </LoadView>
      <section className="mt-5 admin-form" aria-labelledby="riwayat-poin">
        <h2 id="riwayat-poin" className="h5">
          Riwayat
        </h2>
        <HistoryList about={{ collection: 'pengaturan', docId: 'poin' }} refresh={String(saves)} />
      </section>
    </section>
  );
}
