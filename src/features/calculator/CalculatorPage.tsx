import { useMemo, useState, type FormEvent } from 'react';
import { formatRupiah } from '../../lib/currency';
import type { TapItemCollection } from '../../firebase/specs/tap-items';
import { ChatAdminButton } from '../../ui/ChatLink';
import { ShareButton } from '../../ui/ShareButton';
import { LoadView } from '../../ui/LoadView';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { useShopWhatsApp } from '../../ui/useShopContact';
import { listCalculatorPhones, type CalculatorData } from './api';
import type { Headline } from './ConditionCheck';
import { ConditionEntry } from './ConditionEntry';
import { PhoneCombobox } from './PhoneCombobox';
import {
  calculateSell,
  calculateTradeIn,
  describeExtra,
  missingPhoneText,
  notFoundChatText,
  sellChatText,
  sellShareText,
  tradeInChatText,
  tradeInShareText,
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

function Disclaimer() {
  return (
    <p className="small text-body-secondary mb-0 mt-3">
      Harga di atas adalah estimasi. Nilai akhir ditentukan setelah pengecekan fisik HP di toko.
    </p>
  );
}

/** One phone of the calculation: what it is, and its figure. */
function Figure({
  which,
  name,
  what,
  amount,
}: {
  which: string;
  name: string;
  what: string;
  amount: number;
}) {
  return (
    <div className="calculator-figure">
      <dt>
        <span className="calculator-figure-role">{which}</span> {name}
      </dt>
      <dd>
        <span className="calculator-figure-role">{what}</span>{' '}
        <span className="price">{formatRupiah(amount)}</span>
      </dd>
    </div>
  );
}

/**
 * The chat about a result: about `phone` of `list` (the new phone of a trade-in),
 * and its share (`shareText`, with the calculator's address). Once the condition
 * questions are open their own send carries the range, so the chat here steps
 * aside (`checked`): one WhatsApp button for one answer.
 */
function ChatAdmin({
  text,
  whatsapp,
  list,
  phone,
  shareText,
  checked,
}: {
  text: string;
  whatsapp: string;
  list: TapItemCollection;
  phone: { id?: string; nama: string };
  shareText: string;
  checked: boolean;
}) {
  return (
    <div className="calculator-actions">
      {!checked && (
        <ChatAdminButton
          number={whatsapp}
          text={text}
          data-tap="kalkulator"
          data-tap-item={`${list}:${phone.id ?? ''}`}
          data-tap-name={phone.nama}
        >
          Tanya Admin via WhatsApp
        </ChatAdminButton>
      )}
      <ShareButton title="Kalkulator Harga ONE GADGET" text={shareText} />
    </div>
  );
}

// Once the condition questions are open, their range is the headline and the
// list's value is the one before the condition: the page gives one answer.
const BEFORE = 'Nilai tukar sebelum cek kondisi';

function TradeInOutcome({
  result,
  whatsapp,
}: {
  result: Extract<TradeInResult, { ok: true }>;
  whatsapp: string;
}) {
  const [checked, setChecked] = useState<Headline | null>(null);
  const d = checked ?? describeExtra(result.extra);
  return (
    <>
      <dl className="calculator-figures">
        <Figure
          which="HP lama"
          name={result.oldPhone.nama}
          what={checked ? BEFORE : 'Nilai tukar'}
          amount={result.oldPhone.nilaiTukar}
        />
        <Figure which="HP baru" name={result.newPhone.nama} what="Harga" amount={result.newPhone.harga} />
      </dl>
      <p className={`calculator-total calculator-total--${d.kind}`} data-testid="calculator-total">
        {d.kind === 'even' ? (
          d.label
        ) : (
          <>
            <span className="calculator-total-label">{d.label}</span>{' '}
            <span className="price">{d.amount}</span>
          </>
        )}
      </p>
      {checked && <p className="small text-body-secondary">Sesuai jawaban cek kondisi di bawah.</p>}
      {d.kind === 'receive' && !checked && (
        <p className="small">
          Nilai tukar HP lamamu lebih tinggi dari harga HP baru, jadi selisihnya kami bayarkan ke kamu.
        </p>
      )}
      <ChatAdmin
        text={tradeInChatText(result)}
        whatsapp={whatsapp}
        list="kalkulator_hp_baru"
        phone={result.newPhone}
        shareText={tradeInShareText(result)}
        checked={checked !== null}
      />
      <Disclaimer />
      <ConditionEntry
        phones={{ mode: 'tukar', oldName: result.oldPhone.nama, newPhone: result.newPhone }}
        value={result.oldPhone.nilaiTukar}
        whatsapp={whatsapp}
        onHeadline={setChecked}
      />
    </>
  );
}

function SellOutcome({ result, whatsapp }: { result: Extract<SellResult, { ok: true }>; whatsapp: string }) {
  const [checked, setChecked] = useState<Headline | null>(null);
  return (
    <>
      <p className="mb-1">
        Estimasi harga jual <span className="fw-semibold">{result.phone.nama}</span>
        {checked && ' sesuai kondisi'}:
      </p>
      <p className="calculator-total calculator-total--receive" data-testid="calculator-total">
        <span className="price">{checked?.amount ?? formatRupiah(result.value)}</span>
      </p>
      {checked && (
        <p className="small text-body-secondary">
          {BEFORE}: {formatRupiah(result.value)}
        </p>
      )}
      <ChatAdmin
        text={sellChatText(result)}
        whatsapp={whatsapp}
        list="kalkulator_hp_lama"
        phone={result.phone}
        shareText={sellShareText(result)}
        checked={checked !== null}
      />
      <Disclaimer />
      <ConditionEntry
        phones={{ mode: 'jual', oldName: result.phone.nama }}
        value={result.value}
        whatsapp={whatsapp}
        onHeadline={setChecked}
      />
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
      <ChatAdminButton number={whatsapp} text={text} data-tap="kalkulator" />
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
  const oldNames = useMemo(() => data.oldPhones.map((p) => p.nama), [data]);
  const newNames = useMemo(() => data.newPhones.map((p) => p.nama), [data]);

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
      <form className="card card-body" onSubmit={submit} noValidate aria-label="Kalkulator">
        {mode === 'tukar' ? (
          <>
            <PhoneCombobox
              id="hp-lama"
              label="HP lama kamu"
              names={oldNames}
              value={oldName}
              onChange={edit(setOldName)}
              placeholder="Contoh: iPhone 11 64GB"
            />
            <PhoneCombobox
              id="hp-baru"
              label="HP baru yang diinginkan"
              names={newNames}
              value={newName}
              onChange={edit(setNewName)}
              placeholder="Contoh: iPhone 16 128GB"
            />
          </>
        ) : (
          <PhoneCombobox
            id="hp-jual"
            label="HP yang mau dijual"
            names={oldNames}
            value={oldName}
            onChange={edit(setOldName)}
            placeholder="Contoh: Samsung Galaxy S23 256GB"
          />
        )}
        <button type="submit" className="btn btn-primary calculator-submit">
          Hitung
        </button>
      </form>

      <div aria-live="polite" className="mt-3">
        {outcome && !outcome.result.ok && <NotFound outcome={outcome} whatsapp={whatsapp} />}
        {outcome?.result.ok && (
          <section className="card card-body calculator-result" aria-label="Hasil perhitungan">
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
      <header className="page-head">
        <h1 className="h2">Kalkulator Harga</h1>
        <p className="page-lead">
          Hitung estimasi biaya tukar tambah atau harga jual HP kamu. Ketik nama HP, lalu pilih dari saran
          yang muncul.
        </p>
      </header>
      <div className="d-flex gap-1 mb-3 calculator-modes" role="group" aria-label="Mode kalkulator">
        {MODES.map((m) => (
          <button
            key={m.mode}
            type="button"
            className={`btn ${mode === m.mode ? 'btn-primary' : 'btn-light'}`}
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
