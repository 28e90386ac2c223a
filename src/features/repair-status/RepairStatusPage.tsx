import '../../styles/table.scss';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ChatAdminButton } from '../../ui/ChatLink';
import { LoadView } from '../../ui/LoadView';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { useTypedBeforeHydration } from '../../ui/useTypedBeforeHydration';
import { useUrlParams } from '../../ui/useUrlParams';
import { useShopWhatsApp } from '../../ui/useShopContact';
import { getRepairRecord } from './api';
import { REPAIR_CODE_EXAMPLE, REPAIR_CODE_MAX, repairChatText, validateRepairCode } from './repair-code';
import { RepairDetails } from './RepairDetails';
import { RepairFlow } from './RepairSteps';
import './repair-status.scss';

/** The way on when a code leads nowhere: ask the shop, with the code in the message. */
function AskShop({ code, children }: { code: string; children: ReactNode }) {
  // Read only when needed: a page without a result never costs a read of kontak.
  const whatsapp = useShopWhatsApp();
  return (
    <div className="mt-3">
      <p className="mb-2">{children}</p>
      <div className="d-grid d-sm-block">
        <ChatAdminButton number={whatsapp} text={repairChatText(code)} data-tap="servis" />
      </div>
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
      <header className="page-head">
        <h1 className="h2">Cek Servisan</h1>
        <p className="page-lead">
          Masukkan kode servisan dari nota kamu untuk melihat status perbaikan perangkat.
        </p>
      </header>
      <form className="card card-body mb-4" onSubmit={submit} noValidate role="search">
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
            placeholder={`Contoh: ${REPAIR_CODE_EXAMPLE}`}
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
            <AskShop code={refusedCode}>
              Butuh bantuan? Admin kami bisa cek langsung dengan kode di nota kamu.
            </AskShop>
          </>
        ) : (
          <div id="kode-servisan-hint" className="form-text">
            Kode servisan tertulis di nota kamu: OG- lalu 10 huruf dan angka, misalnya{' '}
            <span className="font-monospace text-nowrap">{REPAIR_CODE_EXAMPLE}</span>.
          </div>
        )}
      </form>

      {query === null && <RepairFlow />}
      <div aria-live="polite">
        {showResult && (
          <LoadView
            load={lookup}
            loading="Mencari data servisan..."
            error="Gagal memuat data servisan. Periksa koneksi internet kamu."
            empty={
              <div className="card card-body repair-missing">
                <div className="alert alert-warning mb-0" role="alert">
                  Data servisan tidak ditemukan.
                </div>
                <AskShop code={code ?? ''}>
                  Periksa lagi kode <span className="font-monospace text-break">{code}</span> dengan nota
                  kamu: setiap huruf dan angka harus sama. Masih tidak ketemu? Admin kami bisa cek langsung.
                </AskShop>
              </div>
            }
          >
            {(record) => <RepairDetails record={record} onReload={lookup.retry} />}
          </LoadView>
        )}
      </div>
    </section>
  );
}
