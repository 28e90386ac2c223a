import { useState, type FormEvent } from 'react';
import { formatRupiah } from '../../lib/currency';
import { ChatLink } from '../../ui/ChatLink';
import { LoadView } from '../../ui/LoadView';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { useShopWhatsApp } from '../../ui/useShopContact';
import { listCalculatorPhones, type CalculatorData } from './api';
import {
  calculateSell,
  calculateTradeIn,
  describeExtra,
  missingPhoneText,
  notFoundChatText,
  sellChatText,
  tradeInChatText,
  type CalculatorMode,
  type SellResult,
  type TradeInResult,
} from './trade-in';
import './calculator.scss';

const MODES: { mode: CalculatorMode; label: string }[] = [
  { mode: 'tukar', label: 'Tukar Tambah' },
  { mode: 'jual', label: 'Jual HP' },
];

type Outcome = { mode: 'tukar'; result: TradeInResult } | { mode: 'jual'; result: SellResult } | null;

function PhoneInput(props: {
  id: string;
  label: string;
  listId: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={props.id} className="form-label fw-semibold">
        {props.label}
      </label>
      <input
        id={props.id}
        className="form-control"
        list={props.listId}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        autoComplete="off"
        maxLength={100}
        required
      />
    </div>
  );
}

function Disclaimer() {
  return (
    <p className="small text-body-secondary mb-0 mt-3">
      Harga di atas adalah estimasi. Nilai akhir ditentukan setelah pengecekan fisik HP di toko.
    </p>
  );
}

function TradeInOutcome({
  result,
  whatsapp,
}: {
  result: Extract<TradeInResult, { ok: true }>;
  whatsapp: string;
}) {
  const d = describeExtra(result.extra);
  return (
    <>
      <dl className="row mb-2 calculator-figures">
        <dt className="col-sm-5">HP lama ({result.oldPhone.nama})</dt>
        <dd className="col-sm-7">Nilai tukar {formatRupiah(result.oldPhone.nilaiTukar)}</dd>
        <dt className="col-sm-5">HP baru ({result.newPhone.nama})</dt>
        <dd className="col-sm-7">Harga {formatRupiah(result.newPhone.harga)}</dd>
      </dl>
      <p className={`calculator-total calculator-total--${d.kind}`} data-testid="calculator-total">
        {d.kind === 'even' ? (
          d.label
        ) : (
          <>
            {d.label} <span className="text-nowrap">{d.amount}</span>
          </>
        )}
      </p>
      {d.kind === 'receive' && (
        <p className="mb-2">
          Nilai tukar HP lamamu lebih tinggi dari harga HP baru, jadi selisihnya kami bayarkan ke kamu.
        </p>
      )}
      <ChatLink number={whatsapp} text={tradeInChatText(result)} className="btn btn-success" explain>
        Chat Admin via WhatsApp
      </ChatLink>
      <Disclaimer />
    </>
  );
}

function SellOutcome({ result, whatsapp }: { result: Extract<SellResult, { ok: true }>; whatsapp: string }) {
  return (
    <>
      <p className="mb-1">Estimasi harga jual {result.phone.nama}:</p>
      <p className="calculator-total calculator-total--receive" data-testid="calculator-total">
        {formatRupiah(result.value)}
      </p>
      <ChatLink number={whatsapp} text={sellChatText(result)} className="btn btn-success" explain>
        Chat Admin via WhatsApp
      </ChatLink>
      <Disclaimer />
    </>
  );
}

/** Not in the lists: which phone, and the shop to ask instead. */
function NotFound({ outcome, whatsapp }: { outcome: NonNullable<Outcome>; whatsapp: string }) {
  const r = outcome.result;
  if (r.ok) return null;
  const text =
    outcome.mode === 'tukar' && !outcome.result.ok
      ? notFoundChatText({ mode: 'tukar', oldName: outcome.result.oldName, newName: outcome.result.newName })
      : notFoundChatText({ mode: 'jual', name: r.missing[0]?.typed ?? '' });
  return (
    <div className="alert alert-warning" role="alert">
      <p className="fw-semibold mb-1">{r.message}</p>
      {r.missing.map((m) => (
        <p key={m.role} className="mb-1">
          {missingPhoneText(m)}
        </p>
      ))}
      <p className="mb-2">Admin kami bisa bantu hitung harganya langsung.</p>
      <ChatLink number={whatsapp} text={text} className="btn btn-success btn-sm" explain>
        Tanya Admin via WhatsApp
      </ChatLink>
    </div>
  );
}

function Calculator({
  data,
  mode,
  whatsapp,
}: {
  data: CalculatorData;
  mode: CalculatorMode;
  whatsapp: string;
}) {
  const [oldName, setOldName] = useState('');
  const [newName, setNewName] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  // Editing a name makes the last result stale.
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setOutcome(null);
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    setOutcome(
      mode === 'tukar'
        ? { mode, result: calculateTradeIn(data.oldPhones, data.newPhones, oldName, newName) }
        : { mode, result: calculateSell(data.oldPhones, oldName) },
    );
  }

  return (
    <>
      <form className="card card-body shadow-sm" onSubmit={submit} noValidate aria-label="Kalkulator">
        <datalist id="daftar-hp-lama">
          {data.oldPhones.map((p) => (
            <option key={p.id} value={p.nama} />
          ))}
        </datalist>
        {mode === 'tukar' ? (
          <>
            <datalist id="daftar-hp-baru">
              {data.newPhones.map((p) => (
                <option key={p.id} value={p.nama} />
              ))}
            </datalist>
            <PhoneInput
              id="hp-lama"
              label="HP lama kamu"
              listId="daftar-hp-lama"
              value={oldName}
              onChange={edit(setOldName)}
              placeholder="Contoh: iPhone 11 64GB"
            />
            <PhoneInput
              id="hp-baru"
              label="HP baru yang diinginkan"
              listId="daftar-hp-baru"
              value={newName}
              onChange={edit(setNewName)}
              placeholder="Contoh: iPhone 16 128GB"
            />
          </>
        ) : (
          <PhoneInput
            id="hp-jual"
            label="HP yang mau dijual"
            listId="daftar-hp-lama"
            value={oldName}
            onChange={edit(setOldName)}
            placeholder="Ketik nama HP persis seperti di daftar"
          />
        )}
        <button type="submit" className="btn btn-primary calculator-submit">
          Hitung
        </button>
      </form>

      <div aria-live="polite" className="mt-3">
        {outcome && !outcome.result.ok && <NotFound outcome={outcome} whatsapp={whatsapp} />}
        {outcome?.result.ok && (
          <section className="card card-body border-primary calculator-result" aria-label="Hasil perhitungan">
            {outcome.mode === 'tukar' && outcome.result.ok ? (
              <TradeInOutcome result={outcome.result} whatsapp={whatsapp} />
            ) : outcome.mode === 'jual' && outcome.result.ok ? (
              <SellOutcome result={outcome.result} whatsapp={whatsapp} />
            ) : null}
          </section>
        )}
      </div>
    </>
  );
}

export default function CalculatorPage() {
  usePageTitle('Kalkulator Harga');
  const [mode, setMode] = useState<CalculatorMode>('tukar');
  const phones = useLoad(listCalculatorPhones, 'kalkulator');
  const whatsapp = useShopWhatsApp(phones.status);

  return (
    <section className="container py-4 calculator">
      <h1 className="h3">Kalkulator Harga</h1>
      <p className="text-body-secondary">
        Hitung estimasi biaya tukar tambah atau harga jual HP kamu. Ketik nama HP, lalu pilih dari saran yang
        muncul.
      </p>
      <div className="d-flex gap-2 mb-3 calculator-modes" role="group" aria-label="Mode kalkulator">
        {MODES.map((m) => (
          <button
            key={m.mode}
            type="button"
            className={`btn ${mode === m.mode ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={mode === m.mode}
            onClick={() => setMode(m.mode)}
          >
            {m.label}
          </button>
        ))}
      </div>
      <LoadView
        load={phones}
        loading="Memuat data HP..."
        error="Gagal memuat data HP. Periksa koneksi internet kamu."
      >
        {/* A new key per mode: switching clears the selections and the result. */}
        {(data) => <Calculator key={mode} data={data} mode={mode} whatsapp={whatsapp} />}
      </LoadView>
    </section>
  );
}
