// "Cek kondisi HP lama", loaded when the visitor opens it: the questions, the value
// range they give, and the lead sent with the chat.
import { useEffect, useMemo, useState } from 'react';
import { formatRupiah } from '../../lib/currency';
import { LoadView } from '../../ui/LoadView';
import { useLoad } from '../../ui/useLoad';
import {
  answerLines,
  conditionRange,
  deductionsFor,
  describeExtraRange,
  extraRange,
  extraText,
  rangeText,
  type Answers,
  type Deduction,
  type QuestionId,
} from './condition';
import { ConditionQuestions } from './ConditionQuestions';
import { listDeductions, listServicePrices } from './lead-api';
import { repairOrTrade, type ServicePrice } from './repair-or-trade';
import { RepairOrTrade } from './RepairOrTrade';
import { leadMessage, type LeadPhones } from './lead-message';
import { SendLead } from './SendLead';
import type { describeExtra } from './trade-in';
import './condition.scss';

/** The result's headline in words (describeExtra's shape). */
export type Headline = ReturnType<typeof describeExtra>;

export interface ConditionCheckProps {
  phones: LeadPhones;
  /** The old phone's trade-in value in its best state (kalkulator_hp_lama). */
  value: number;
  whatsapp: string;
  /** Told the range in the result's headline words as it changes: the page's headline shows it. */
  onHeadline?: (h: Headline) => void;
}

function Check({
  phones,
  value,
  whatsapp,
  onHeadline,
  deductions,
  services,
}: ConditionCheckProps & { deductions: Deduction[]; services: ServicePrice[] }) {
  const [answers, setAnswers] = useState<Answers>({});
  const amounts = useMemo(
    () => deductionsFor(deductions, phones.oldName, value),
    [deductions, phones, value],
  );
  const range = conditionRange(value, answers, amounts);
  const extra = phones.newPhone ? extraRange(phones.newPhone.harga, range) : null;
  const comparison = repairOrTrade(phones.oldName, value, answers, amounts, services);
  const answer = (id: QuestionId, v: string | undefined) => setAnswers((a) => ({ ...a, [id]: v }));
  // One answer on the page: the result's headline becomes this range (a sale: the value's).
  const { kind, label, amount } = extra
    ? describeExtraRange(extra)
    : { kind: 'receive' as const, label: '', amount: rangeText(range) };
  useEffect(() => onHeadline?.({ kind, label, amount }), [onHeadline, kind, label, amount]);

  return (
    <>
      <ConditionQuestions answers={answers} onAnswer={answer} />
      <div className="condition-range" aria-live="polite" data-testid="condition-range">
        <p className="condition-range-figure mb-1">
          Perkiraan <span className="price">{rangeText(range)}</span>, harga final setelah pengecekan di toko
        </p>
        {extra && (
          <p className="mb-1 fw-semibold" data-testid="condition-extra">
            {extraText(extra)}
          </p>
        )}
        {range.lowered.length > 0 && (
          <>
            <p className="small text-body-secondary mb-1">Yang menurunkan harga:</p>
            <ul className="condition-lowered">
              {range.lowered.map((l) => (
                <li key={l.question}>
                  <span>{l.label}</span> <span className="price">−{formatRupiah(l.amount)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {range.open.length > 0 && (
          <p className="small text-body-secondary mb-0" data-testid="condition-open">
            {range.open.length} pertanyaan belum dijawab: dihitung dengan kondisi umum HP bekas. Jawab
            semuanya agar perkiraannya pas.
          </p>
        )}
      </div>
      {comparison && <RepairOrTrade phone={phones.oldName} comparison={comparison} whatsapp={whatsapp} />}
      <SendLead
        whatsapp={whatsapp}
        lead={{
          mode: phones.mode,
          hpLama: phones.oldName,
          newPhone: phones.newPhone,
          jawaban: answerLines(answers).join('\n'),
          nilaiMin: range.min,
          nilaiMax: range.max,
        }}
        message={(ref) => leadMessage(ref, phones, answers, range)}
      />
    </>
  );
}

export default function ConditionCheck(props: ConditionCheckProps) {
  // Wrapped: an empty list still shows the questions (no deductions set yet). Without
  // the service prices only "Perbaiki atau tukar?" is left out.
  const deductions = useLoad(
    () =>
      Promise.all([listDeductions(), listServicePrices().catch(() => [])]).then(([list, services]) => ({
        list,
        services,
      })),
    'potongan_kondisi',
  );
  return (
    <section className="condition-check mt-4" aria-labelledby="kondisi-title">
      <h2 id="kondisi-title" className="h5">
        Cek kondisi HP lama
      </h2>
      <p className="small text-body-secondary">
        Jawab yang kamu tahu. Pertanyaan yang dilewati dihitung dengan kondisi umum HP bekas.
      </p>
      <LoadView
        load={deductions}
        loading="Memuat pertanyaan..."
        error="Gagal memuat pertanyaan. Periksa koneksi internet kamu."
      >
        {({ list, services }) => <Check {...props} deductions={list} services={services} />}
      </LoadView>
    </section>
  );
}
