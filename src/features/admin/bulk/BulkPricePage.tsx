import { useId, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { Field } from '../../../ui/Field';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { allRecords, type PlainDoc } from '../core/records-api';
import { matches, showValue } from '../core/display';
import { optionLabel, priceFields, type CollectionSchema } from '../core/schema';
import { UnknownCollection } from '../core/UnknownCollection';
import { useCollectionSchema } from '../core/useCollectionSchema';
import { ScreenHeader } from '../shell/ScreenHeader';
import { PlanView } from './PlanView';
import { parseChange, planPriceChange, type ChangeMode } from './price-change';
import { WriteRows } from './WriteRows';
import { formatRupiah } from '../../../lib/currency';
import { adminPaths } from '../../../config/admin-paths';

const ROUNDING = [
  { value: 1, label: 'Tidak dibulatkan' },
  ...[1000, 10000, 100000].map((value) => ({ value, label: formatRupiah(value) })),
];

const AMOUNT_REFUSED: Record<ChangeMode, string> = {
  persen: 'Isi dengan angka persen, misalnya -3 atau 2,5.',
  nominal: 'Isi dengan jumlah rupiah, misalnya -50.000 atau 100000.',
};

function Change({ schema, records }: { schema: CollectionSchema; records: PlainDoc[] }) {
  const id = useId();
  const prices = priceFields(schema);
  const choice = schema.fields.find((f) => f.type === 'choice');
  const first = schema.fields.find((f) => f.name === schema.columns[0])!;
  const [search, setSearch] = useState('');
  const [option, setOption] = useState('');
  const [field, setField] = useState(prices[0]!.name);
  const [mode, setMode] = useState<ChangeMode>('persen');
  const [amountText, setAmountText] = useState('');
  const [roundTo, setRoundTo] = useState(1000);
  const amount = parseChange(mode, amountText);

  const chosen = useMemo(
    () =>
      records.filter(
        (r) =>
          matches(schema, r.data, search) &&
          (!choice || !option || String(r.data[choice.name] ?? '').toLowerCase() === option),
      ),
    [records, schema, search, choice, option],
  );
  const plan = useMemo(
    () =>
      amount === null || amount === 0
        ? null
        : planPriceChange(schema, chosen, { field, mode, amount, roundTo }, (r) =>
            showValue(first, r.data[first.name]),
          ),
    [schema, chosen, field, mode, amount, roundTo, first],
  );
  const fieldLabel = prices.find((f) => f.name === field)!.label;

  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">Item yang diubah</legend>
        <Field
          id={`${id}-cari`}
          label="Cari (nama, brand, ...)"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {choice && (
          <div className="mb-3">
            <label htmlFor={`${id}-pilihan`} className="form-label">
              {choice.label}
            </label>
            <select
              id={`${id}-pilihan`}
              className="form-select"
              value={option}
              onChange={(e) => setOption(e.target.value)}
            >
              <option value="">Semua</option>
              {choice.options?.map((o) => (
                <option key={o} value={o}>
                  {optionLabel(choice, o)}
                </option>
              ))}
            </select>
          </div>
        )}
        <p className="small text-body-secondary" aria-live="polite">
          {chosen.length} dari {records.length} {schema.noun} cocok
        </p>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">Perubahan</legend>
        {prices.length > 1 && (
          <div className="mb-3">
            <label htmlFor={`${id}-harga`} className="form-label">
              Harga yang diubah
            </label>
            <select
              id={`${id}-harga`}
              className="form-select"
              value={field}
              onChange={(e) => setField(e.target.value)}
            >
              {prices.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="mb-3" role="radiogroup" aria-label="Cara mengubah">
          {(['persen', 'nominal'] as const).map((m) => (
            <div key={m} className="form-check form-check-inline">
              <input
                id={`${id}-${m}`}
                type="radio"
                className="form-check-input"
                name={`${id}-cara`}
                checked={mode === m}
                onChange={() => setMode(m)}
              />
              <label htmlFor={`${id}-${m}`} className="form-check-label">
                {m === 'persen' ? 'Persen (%)' : 'Rupiah'}
              </label>
            </div>
          ))}
        </div>
        <Field
          id={`${id}-jumlah`}
          label={mode === 'persen' ? 'Perubahan (%)' : 'Perubahan (Rp)'}
          hint="Minus untuk menurunkan harga, misalnya -3."
          inputMode="decimal"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          error={amountText.trim() && amount === null ? AMOUNT_REFUSED[mode] : null}
        />
        <div className="mb-3">
          <label htmlFor={`${id}-bulat`} className="form-label">
            Bulatkan ke
          </label>
          <select
            id={`${id}-bulat`}
            className="form-select"
            value={roundTo}
            onChange={(e) => setRoundTo(Number(e.target.value))}
          >
            {ROUNDING.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {plan && (
        <>
          <PlanView schema={schema} plan={plan} />
          <WriteRows
            key={`${field}|${mode}|${amount}|${roundTo}|${chosen.length}`}
            schema={schema}
            plan={plan}
            action="ubah-massal"
            button={`Terapkan ke ${plan.changed.length} ${schema.noun}`}
            done={`${fieldLabel} ${plan.changed.length} ${schema.noun} sudah diubah.`}
          />
        </>
      )}
    </>
  );
}

function BulkPrice({ schema }: { schema: CollectionSchema }) {
  const records = useLoad(() => allRecords(schema.collection), schema.collection);
  return (
    <section className="container py-4">
      <div className="admin-form">
        <ScreenHeader
          title="Ubah harga massal"
          back={{ to: adminPaths.collection(schema.collection), label: schema.title }}
        />
        <p className="fw-semibold">Di {schema.title}</p>
        <LoadView
          load={records}
          loading={`Memuat ${schema.title}...`}
          error={`${schema.title} gagal dimuat.`}
          empty={`Belum ada ${schema.noun}.`}
        >
          {(list) => <Change schema={schema} records={list} />}
        </LoadView>
      </div>
    </section>
  );
}

export default function BulkPricePage() {
  const schema = useCollectionSchema();
  if (!schema) return <UnknownCollection />;
  if (schema.group !== 'katalog' || priceFields(schema).length === 0)
    return <Navigate to={adminPaths.collection(schema.collection)} replace />;
  return <BulkPrice key={schema.collection} schema={schema} />;
}
