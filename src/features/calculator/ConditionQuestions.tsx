import { ExternalLink } from '../../ui/ExternalLink';
import {
  BATTERY_UNKNOWN,
  batteryPercent,
  QUESTIONS,
  type Answers,
  type Question,
  type QuestionId,
} from './condition';

/** The government's IMEI check (Kemenperin). */
export const IMEI_CHECK_URL = 'https://imei.kemenperin.go.id/';

function Chips({
  question,
  value,
  onPick,
}: {
  question: Question;
  value: string | undefined;
  onPick: (id: string | undefined) => void;
}) {
  return (
    <div className="condition-chips">
      {question.choices.map((c) => (
        <button
          key={c.id}
          type="button"
          className={`btn ${value === c.id ? 'btn-primary' : 'btn-light'}`}
          aria-pressed={value === c.id}
          // A second tap takes the answer back: the question is open again.
          onClick={() => onPick(value === c.id ? undefined : c.id)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

function Battery({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (v: string | undefined) => void;
}) {
  const unknown = value === BATTERY_UNKNOWN;
  const typed = unknown ? '' : (value ?? '');
  const bad = typed.trim() !== '' && batteryPercent(typed) === null;
  return (
    <div className="condition-battery">
      <div className="input-group">
        <input
          id="kondisi-baterai"
          className={`form-control${bad ? ' is-invalid' : ''}`}
          inputMode="numeric"
          placeholder="Contoh: 87"
          value={typed}
          aria-label="Kesehatan baterai dalam persen"
          aria-invalid={bad || undefined}
          aria-describedby={bad ? 'kondisi-baterai-error' : undefined}
          onChange={(e) => onChange(e.target.value || undefined)}
        />
        <span className="input-group-text">%</span>
      </div>
      <button
        type="button"
        className={`btn ${unknown ? 'btn-primary' : 'btn-light'}`}
        aria-pressed={unknown}
        onClick={() => onChange(unknown ? undefined : BATTERY_UNKNOWN)}
      >
        Tidak tahu
      </button>
      {bad && (
        <div id="kondisi-baterai-error" className="invalid-feedback d-block w-100">
          Isi angka 1–100, atau pilih Tidak tahu.
        </div>
      )}
    </div>
  );
}

/** Every question, each answered with a tap (the battery with its percent); none required. */
export function ConditionQuestions({
  answers,
  onAnswer,
}: {
  answers: Answers;
  onAnswer: (id: QuestionId, value: string | undefined) => void;
}) {
  return (
    <div className="condition-questions">
      {QUESTIONS.map((q) => (
        <fieldset key={q.id} className="condition-question">
          <legend className="condition-question-label">{q.label}</legend>
          {q.id === 'baterai' ? (
            <Battery value={answers.baterai} onChange={(v) => onAnswer('baterai', v)} />
          ) : (
            <Chips question={q} value={answers[q.id]} onPick={(v) => onAnswer(q.id, v)} />
          )}
          {q.id === 'resmi' && (
            <p className="small text-body-secondary mt-2 mb-0">
              HP inter yang IMEI-nya tidak terdaftar tidak bisa memakai kartu SIM Indonesia.{' '}
              <ExternalLink href={IMEI_CHECK_URL}>Cek IMEI di situs Kemenperin</ExternalLink>
            </p>
          )}
          {q.id === 'akun' && answers.akun === 'masuk' && (
            <p className="small text-warning-emphasis mt-2 mb-0">
              Logout akun iCloud / Google sebelum datang ke toko: HP yang masih terkunci akun belum bisa kami
              terima.
            </p>
          )}
        </fieldset>
      ))}
    </div>
  );
}
