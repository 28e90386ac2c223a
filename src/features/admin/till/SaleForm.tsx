import { useState, type FormEvent } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../firebase/specs/penjualan.view';
import { formatRupiah } from '../../../lib/currency';
import { useLoad } from '../../../ui/useLoad';
import { LoadView } from '../../../ui/LoadView';
import { typeMoney } from '../core/money-input';
import { Icon } from '../shell/icons';
import { moneyText } from '../core/money';
import {
  listCatalogue,
  newSaleId,
  saveSale,
  usedOn,
  type Admin,
  type CatalogueItem,
  type SaleOutcome,
} from './api';
import { sourceOf, type SaleContext } from './sale-context';
import {
  newRowKey,
  PAYMENT_LABEL,
  ROW_NAME_MAX,
  SALE_ROWS_MAX,
  saleProblems,
  saleRows,
  SOURCE_LABEL,
  totalsOf,
  type RowDraft,
  type SaleProblems,
} from './sale-form';
import { discountText, NETWORK_CUT, refusalText } from './till-view';

/** A write that has not answered in this long is taken as the network gone (the retry records it once). */
const SALE_TIMEOUT_MS = 20_000;

export type Recorded = Extract<SaleOutcome, { ok: true }>;

const SALE_REFUSED =
  'Penjualan ditolak dan belum tercatat: data pelanggan berubah, atau akun ini bukan admin lagi. Mulai dari awal lalu coba lagi.';

function withTimeout<T>(p: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), SALE_TIMEOUT_MS);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

const matches = (item: CatalogueItem, q: string) =>
  q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => item.nama.toLowerCase().includes(w) || item.jenis.toLowerCase().includes(w));

function CataloguePick({ onPick, full }: { onPick: (item: CatalogueItem) => void; full: boolean }) {
  const [q, setQ] = useState('');
  const catalogue = useLoad(listCatalogue, 'till-catalogue');
  return (
    <div className="mb-3">
      <label htmlFor="till-cari-barang" className="form-label">
        Cari di katalog
      </label>
      <input
        id="till-cari-barang"
        type="search"
        className="form-control"
        placeholder="Contoh: iPhone 13, charger, baterai"
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        disabled={full}
      />
      {q.trim() && (
        <LoadView load={catalogue} loading="Memuat katalog..." error="Katalog gagal dimuat.">
          {(items) => {
            const found = items.filter((i) => matches(i, q)).slice(0, 6);
            return found.length ? (
              <ul className="list-group mt-2" aria-label="Hasil katalog">
                {found.map((i) => (
                  <li key={i.key} className="list-group-item p-0">
                    <button
                      type="button"
                      className="btn w-100 text-start d-flex justify-content-between gap-2 till-pick"
                      onClick={() => {
                        onPick(i);
                        setQ('');
                      }}
                    >
                      <span>
                        {i.nama}
                        <span className="d-block small text-body-secondary">{i.jenis}</span>
                      </span>
                      <span className="till-amount fw-semibold text-nowrap">{formatRupiah(i.harga)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="form-text">Tidak ada barang yang cocok. Ketik barangnya sendiri di bawah.</p>
            );
          }}
        </LoadView>
      )}
    </div>
  );
}

type Message = { tone: 'danger' | 'warning'; text: string; retry?: boolean };

/**
 * "Catat penjualan": the rows (from the catalogue or typed), the payment, the
 * coupon's discount live, and the sale sent once under an id picked when the form
 * opened, so "Coba lagi" after a lost answer cannot record it twice.
 */
export function SaleForm({
  context,
  by,
  onRecorded,
  onCancel,
}: {
  context: SaleContext;
  by: Admin;
  onRecorded: (sale: Recorded) => void;
  onCancel: () => void;
}) {
  const [saleId] = useState(newSaleId);
  const first = context.origin?.row;
  const [rows, setRows] = useState<RowDraft[]>(() => [
    { key: newRowKey(), nama: first?.nama ?? '', harga: first ? moneyText(first.harga) : '' },
  ]);
  const [bayar, setBayar] = useState<PaymentMethod | null>(null);
  const [useCoupon, setUseCoupon] = useState(Boolean(context.coupon));
  const [problems, setProblems] = useState<SaleProblems | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);

  const coupon = useCoupon && context.coupon ? context.coupon : null;
  const totals = totalsOf(rows, coupon?.coupon ?? null, context.member?.rupiahPerPoin ?? null);
  const source = sourceOf({ ...context, coupon });
  const full = rows.length >= SALE_ROWS_MAX;
  const shown = problems && saleProblems({ rows, bayar }, totals);

  const setRow = (key: string, change: Partial<RowDraft>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const addRow = (nama = '', harga = '') =>
    setRows((rs) => {
      // A picked item fills the one empty row there is rather than leaving it blank above.
      const blank = rs.findIndex((r) => !r.nama.trim() && !r.harga.trim());
      if (blank >= 0 && nama) return rs.map((r, i) => (i === blank ? { ...r, nama, harga } : r));
      return rs.length < SALE_ROWS_MAX ? [...rs, { key: newRowKey(), nama, harga }] : rs;
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const found = saleProblems({ rows, bayar }, totals);
    setProblems(found);
    if (found || !bayar) {
      setMessage({ tone: 'danger', text: 'Periksa lagi isian yang ditandai.' });
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      const out = await withTimeout(
        saveSale(
          {
            id: saleId,
            barang: saleRows(rows),
            bayar,
            ...source,
            ...(context.member && { member: context.member.uid }),
            ...(coupon && { kupon: coupon.coupon.id }),
          },
          by,
        ),
      );
      if (out.ok) return onRecorded(out);
      const when =
        out.reason === 'coupon-used' && context.member && coupon
          ? await usedOn(context.member.uid, coupon.coupon.id).catch(() => null)
          : null;
      setMessage({ tone: 'danger', text: refusalText(out.reason, when) });
    } catch (err) {
      console.warn('Sale not recorded', err);
      // Refused by the rules (the data changed under the form, or the account lost its
      // admin right): sending it again would be refused again.
      if ((err as { code?: unknown }).code === 'permission-denied')
        setMessage({ tone: 'danger', text: SALE_REFUSED });
      else setMessage({ tone: 'warning', text: NETWORK_CUT, retry: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="till-sale" onSubmit={submit} noValidate aria-labelledby="till-sale-title">
      <h2 id="till-sale-title" className="h5 mb-3">
        Catat penjualan
      </h2>
      <p className="mb-3">
        <span className="badge text-bg-light border me-2">{SOURCE_LABEL[source.sumber]}</span>
        {context.origin?.label}
        {context.member && (
          <span className="d-block small text-body-secondary mt-1">Member: {context.member.nama}</span>
        )}
      </p>

      <CataloguePick onPick={(i) => addRow(i.nama, moneyText(i.harga))} full={full} />

      <fieldset className="mb-2">
        <legend className="form-label fs-6 fw-semibold">
          Barang ({rows.length} dari {SALE_ROWS_MAX})
        </legend>
        {rows.map((r, i) => {
          const p = shown?.rows[r.key];
          return (
            <div key={r.key} className="till-row" data-testid="sale-row">
              <div className="till-row-name">
                <label htmlFor={`${r.key}-nama`} className="visually-hidden">
                  Barang {i + 1}
                </label>
                <input
                  id={`${r.key}-nama`}
                  className={`form-control${p?.nama ? ' is-invalid' : ''}`}
                  placeholder={`Barang ${i + 1}`}
                  value={r.nama}
                  maxLength={ROW_NAME_MAX}
                  onChange={(e) => setRow(r.key, { nama: e.currentTarget.value })}
                  aria-invalid={p?.nama ? true : undefined}
                  aria-describedby={p?.nama ? `${r.key}-nama-error` : undefined}
                />
                {p?.nama && (
                  <div id={`${r.key}-nama-error`} className="invalid-feedback">
                    {p.nama}
                  </div>
                )}
              </div>
              <div className="till-row-price">
                <label htmlFor={`${r.key}-harga`} className="visually-hidden">
                  Harga barang {i + 1}
                </label>
                <div className={`input-group${p?.harga ? ' has-validation' : ''}`}>
                  <span className="input-group-text">Rp</span>
                  <input
                    id={`${r.key}-harga`}
                    className={`form-control till-amount${p?.harga ? ' is-invalid' : ''}`}
                    inputMode="numeric"
                    placeholder="0"
                    value={r.harga}
                    onChange={(e) => typeMoney(e.currentTarget, (v) => setRow(r.key, { harga: v }))}
                    aria-invalid={p?.harga ? true : undefined}
                    aria-describedby={p?.harga ? `${r.key}-harga-error` : undefined}
                  />
                  {p?.harga && (
                    <div id={`${r.key}-harga-error`} className="invalid-feedback">
                      {p.harga}
                    </div>
                  )}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-outline-secondary till-row-remove"
                onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                aria-label={`Hapus barang ${i + 1}`}
              >
                ×
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="btn btn-outline-primary w-100 mt-1"
          onClick={() => addRow()}
          disabled={full}
        >
          <Icon name="plus" size={20} />
          Tambah barang
        </button>
      </fieldset>

      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">Pembayaran</legend>
        <div className="till-pay" role="radiogroup" aria-label="Pembayaran">
          {PAYMENT_METHODS.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={bayar === m}
              className={`btn ${bayar === m ? 'btn-dark' : 'btn-outline-dark'} till-pay-button`}
              onClick={() => setBayar(m)}
            >
              {PAYMENT_LABEL[m]}
            </button>
          ))}
        </div>
        {shown?.bayar && <div className="text-danger small mt-1">{shown.bayar}</div>}
      </fieldset>

      {context.coupon && (
        <div className="form-check mb-3 till-check">
          <input
            id="till-pakai-kupon"
            type="checkbox"
            className="form-check-input"
            checked={useCoupon}
            onChange={(e) => setUseCoupon(e.currentTarget.checked)}
          />
          <label htmlFor="till-pakai-kupon" className="form-check-label">
            Pakai kupon {context.coupon.coupon.kode} ({discountText(context.coupon.coupon)})
          </label>
        </div>
      )}

      <dl className="till-totals" aria-live="polite">
        <dt>Subtotal</dt>
        <dd>{formatRupiah(totals.subtotal)}</dd>
        <dt>Diskon{coupon ? ` (${coupon.coupon.kode})` : ''}</dt>
        <dd>{totals.diskon ? `−${formatRupiah(totals.diskon)}` : formatRupiah(0)}</dd>
        <dt className="till-total">Dibayar</dt>
        <dd className="till-total" data-testid="till-dibayar">
          {formatRupiah(totals.jumlah)}
        </dd>
        {context.member && (
          <>
            <dt>Poin</dt>
            <dd>{context.member.rupiahPerPoin ? `+${totals.poin}` : 'Tarif poin belum diatur'}</dd>
          </>
        )}
      </dl>
      {shown?.sale && <div className="alert alert-danger py-2">{shown.sale}</div>}
      {message && (
        <div className={`alert alert-${message.tone}`} role="alert">
          {message.text}
        </div>
      )}
      <div className="d-grid gap-2">
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending
            ? 'Mencatat…'
            : message?.retry
              ? 'Coba lagi'
              : `Catat penjualan · ${formatRupiah(totals.jumlah)}`}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={sending}>
          Tidak jadi
        </button>
      </div>
    </form>
  );
}
