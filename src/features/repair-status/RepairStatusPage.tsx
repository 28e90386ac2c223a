import '../../styles/table.scss';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatRupiah } from '../../lib/currency';
import { formatDate } from '../../lib/dates';
import { ChatLink } from '../../ui/ChatLink';
import { LoadView } from '../../ui/LoadView';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { useTypedBeforeHydration } from '../../ui/useTypedBeforeHydration';
import { useUrlParams } from '../../ui/useUrlParams';
import { useShopWhatsApp } from '../../ui/useShopContact';
import { getRepairRecord, type RepairRecord } from './api';
import { REPAIR_CODE_MAX, repairChatText, validateRepairCode } from './repair-code';
import { statusBadgeClass } from '../../lib/repair-status';
import './repair-status.scss';

function entryDate(r: RepairRecord): string {
  if (r.tanggalMasuk) return formatDate(r.tanggalMasuk);
  return r.tanggalMasukText || '-';
}

function RepairDetails({ record }: { record: RepairRecord }) {
  return (
    <article className="card shadow-sm repair-result" aria-labelledby="repair-result-title">
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 id="repair-result-title" className="h5 mb-0">
          Kode <span className="font-monospace">{record.code}</span>
        </h2>
        <span className={`${statusBadgeClass(record.status)} fs-6`} data-testid="repair-status">
          {record.status || '-'}
        </span>
      </div>
      <div className="card-body">
        <dl className="row mb-0 repair-fields">
          <dt className="col-sm-4">Nama</dt>
          <dd className="col-sm-8">{record.nama || '-'}</dd>
          <dt className="col-sm-4">Perangkat</dt>
          <dd className="col-sm-8">{record.perangkat || '-'}</dd>
          <dt className="col-sm-4">Tanggal Masuk</dt>
          <dd className="col-sm-8">{entryDate(record)}</dd>
          <dt className="col-sm-4">Keluhan</dt>
          <dd className="col-sm-8">{record.keluhan || '-'}</dd>
          <dt className="col-sm-4">Riwayat Perbaikan</dt>
          <dd className="col-sm-8">
            {record.historyPerbaikan.length === 0 ? (
              '-'
            ) : (
              <ul className="mb-0 ps-3">
                {record.historyPerbaikan.map((h, i) => (
                  <li key={i}>{h}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt className="col-sm-4">Garansi</dt>
          <dd className="col-sm-8">{record.garansi || '-'}</dd>
        </dl>
      </div>
      {/* No scrolling wrapper: the cells wrap (repair-status.scss), so nothing needs a scroll box. */}
      <table className="table mb-0 repair-items">
        <caption className="visually-hidden">Rincian biaya servis</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-end">
              Harga
            </th>
          </tr>
        </thead>
        <tbody>
          {record.itemList.length === 0 ? (
            <tr>
              <td colSpan={2} className="text-body-secondary">
                Belum ada rincian item.
              </td>
            </tr>
          ) : (
            record.itemList.map((item, i) => (
              <tr key={i}>
                <td>{item.nama || '-'}</td>
                <td className="text-end text-nowrap">{formatRupiah(item.harga)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr className="fw-bold">
            <th scope="row">Total</th>
            <td className="text-end text-nowrap" data-testid="repair-total">
              {formatRupiah(record.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}

/** The way on when a code leads nowhere: ask the shop, with the code in the message. */
function AskShop({ code }: { code: string }) {
  // Read only when needed: a found record never costs a read of kontak.
  const whatsapp = useShopWhatsApp();
  return (
    <div className="mt-2">
      <p className="mb-2 small">Butuh bantuan? Tanyakan status servisan langsung ke admin kami.</p>
      <ChatLink number={whatsapp} text={repairChatText(code)} className="btn btn-success btn-sm" explain>
        Tanya Admin via WhatsApp
      </ChatLink>
    </div>
  );
}

export default function RepairStatusPage() {
  usePageTitle('Cek Servisan');
  // The URL holds the searched code, so the shop can send /cek-servisan?kode=ABC123.
  const { params, setParams } = useUrlParams();
  const query = params.get('kode');
  const urlCheck = query === null ? null : validateRepairCode(query);
  const code = urlCheck?.ok ? urlCheck.code : null;

  // What the visitor is typing, and a rejected submission; both start over when the URL changes.
  const [draft, setDraft] = useState({ query, value: query ?? '' });
  const input = draft.query === query ? draft.value : (query ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, input, (value) => setDraft({ query, value }));
  const [rejected, setRejected] = useState<{ query: string | null; message: string; input: string } | null>(
    null,
  );
  const formError =
    rejected?.query === query ? rejected.message : urlCheck && !urlCheck.ok ? urlCheck.message : null;

  // A lower-case or padded code in the URL is shown (and shared) in its canonical form.
  useEffect(() => {
    if (code && query !== code) setParams({ kode: code }, { replace: true });
  }, [code, query, setParams]);

  const lookup = useLoad(() => (code ? getRepairRecord(code) : Promise.resolve(null)), code ?? '');
  const showResult = code !== null && !formError;
  // The code a refusal is about: what was submitted, else the one in the URL.
  const refusedCode = rejected?.query === query ? rejected.input : (query ?? '');

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = validateRepairCode(input);
    if (!result.ok) {
      // A bad code never reaches Firestore or the URL; the visitor is told what is wrong.
      setRejected({ query, message: result.message, input });
      return;
    }
    setRejected(null);
    setDraft({ query: result.code, value: result.code });
    if (result.code === code) lookup.retry();
    else setParams({ kode: result.code });
  }

  return (
    <section className="container py-4 repair-status">
      <h1 className="h3">Cek Servisan</h1>
      <p className="text-body-secondary">
        Masukkan kode servisan dari nota kamu untuk melihat status perbaikan perangkat.
      </p>
      <form className="card card-body shadow-sm mb-4" onSubmit={submit} noValidate role="search">
        <label htmlFor="kode-servisan" className="form-label fw-semibold">
          Kode Servisan
        </label>
        <div className="d-flex flex-column flex-sm-row gap-2">
          <input
            id="kode-servisan"
            ref={inputRef}
            name="kode"
            className={`form-control text-uppercase ${formError ? 'is-invalid' : ''}`}
            value={input}
            onChange={(e) => setDraft({ query, value: e.target.value })}
            placeholder="Contoh: OG-2406-A7K2"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={REPAIR_CODE_MAX * 4}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? 'kode-servisan-error' : 'kode-servisan-hint'}
          />
          <button type="submit" className="btn btn-primary text-nowrap">
            Cek Status
          </button>
        </div>
        {formError ? (
          <>
            <div id="kode-servisan-error" className="invalid-feedback d-block" role="alert">
              {formError}
            </div>
            <AskShop code={refusedCode} />
          </>
        ) : (
          <div id="kode-servisan-hint" className="form-text">
            Kode servisan tertulis di nota kamu, misalnya OG-2406-A7K2.
          </div>
        )}
      </form>

      <div aria-live="polite">
        {showResult && (
          <LoadView
            load={lookup}
            loading="Mencari data servisan..."
            error="Gagal memuat data servisan. Periksa koneksi internet kamu."
            empty={
              <>
                <div className="alert alert-warning" role="alert">
                  Data servisan tidak ditemukan.
                </div>
                <AskShop code={code ?? ''} />
              </>
            }
          >
            {(record) => <RepairDetails record={record} />}
          </LoadView>
        )}
      </div>
    </section>
  );
}
