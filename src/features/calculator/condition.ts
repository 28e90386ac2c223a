// "Cek kondisi HP lama": the questions, and how their answers turn the base
// trade-in value into a range. Pure: the page only shows it.
//
// How deductions stack: each answer's deduction is taken from the base value (a
// percent is of the base, never of what is left), they add up, and the value never
// goes below zero. An unanswered question (or a battery "tidak tahu") spans its best
// answer (the top of the range) and its typical one, the answer the shop marked as
// the usual state of a used phone (the bottom): the worst case would scare off a
// visitor who skips questions. A question with no typical answer counts its best.
// A phone's own deduction for an answer replaces the general one.
import type { ConditionCode } from '../../firebase/specs/potongan-kondisi';
import { formatRupiah } from '../../lib/currency';
import { deductionAmount } from '../../lib/deduction';
import { describeExtra, normaliseName } from './trade-in';

export type QuestionId =
  | 'layar'
  | 'bodi'
  | 'biometrik'
  | 'kamera'
  | 'speaker'
  | 'sinyal'
  | 'baterai'
  | 'kelengkapan'
  | 'resmi'
  | 'akun';

export interface Choice {
  id: string;
  label: string;
  /** The deduction this answer takes; none for the phone's best state. */
  code?: ConditionCode;
}

export interface Question {
  id: QuestionId;
  label: string;
  choices: readonly Choice[];
}

const works = (id: QuestionId, label: string, code: ConditionCode): Question => ({
  id,
  label,
  choices: [
    { id: 'normal', label: 'Normal' },
    { id: 'rusak', label: 'Bermasalah', code },
  ],
});

/** In the order asked. The battery's choices are bands of the percent typed. */
export const QUESTIONS: readonly Question[] = [
  {
    id: 'layar',
    label: 'Layar',
    choices: [
      { id: 'mulus', label: 'Mulus' },
      { id: 'gores', label: 'Ada goresan', code: 'layar-gores' },
      { id: 'retak', label: 'Retak', code: 'layar-retak' },
      { id: 'rusak', label: 'Bergaris / mati', code: 'layar-rusak' },
    ],
  },
  {
    id: 'bodi',
    label: 'Bodi',
    choices: [
      { id: 'mulus', label: 'Mulus' },
      { id: 'lecet', label: 'Lecet pemakaian', code: 'bodi-lecet' },
      { id: 'penyok', label: 'Penyok / retak', code: 'bodi-penyok' },
    ],
  },
  works('biometrik', 'Face ID / Touch ID', 'biometrik-rusak'),
  works('kamera', 'Kamera', 'kamera-rusak'),
  works('speaker', 'Speaker', 'speaker-rusak'),
  works('sinyal', 'Sinyal', 'sinyal-rusak'),
  {
    id: 'baterai',
    label: 'Kesehatan baterai',
    choices: [
      { id: 'baik', label: '85% ke atas' },
      { id: 'sedang', label: '80–84%', code: 'baterai-sedang' },
      { id: 'rendah', label: 'Di bawah 80%', code: 'baterai-rendah' },
    ],
  },
  {
    id: 'kelengkapan',
    label: 'Kelengkapan',
    choices: [
      { id: 'fullset', label: 'Fullset (dus & charger)' },
      { id: 'batangan', label: 'Batangan', code: 'batangan' },
    ],
  },
  {
    id: 'resmi',
    label: 'Resmi atau inter',
    choices: [
      { id: 'resmi', label: 'Resmi (IMEI terdaftar)' },
      { id: 'inter', label: 'Inter', code: 'inter' },
    ],
  },
  {
    id: 'akun',
    label: 'Akun iCloud / Google',
    choices: [
      { id: 'keluar', label: 'Sudah logout' },
      { id: 'masuk', label: 'Belum logout' },
    ],
  },
];

/** Each question's chosen answer id; the battery holds the percent typed (or 'tidak-tahu'). */
export type Answers = Partial<Record<QuestionId, string>>;

export const BATTERY_UNKNOWN = 'tidak-tahu';

/** A battery health as typed: a whole percent 1–100, else null. */
export function batteryPercent(typed: string): number | null {
  const t = typed.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 100 ? n : null;
}

/** The battery's band: 85 % and up, 80–84 %, below 80 %. */
export function batteryChoice(percent: number): 'baik' | 'sedang' | 'rendah' {
  return percent >= 85 ? 'baik' : percent >= 80 ? 'sedang' : 'rendah';
}

/** The choice an answer stands for; undefined when the question is open (unanswered, not known, a bad percent). */
export function chosen(q: Question, answers: Answers): Choice | undefined {
  const a = answers[q.id];
  if (!a) return undefined;
  if (q.id === 'baterai') {
    const p = batteryPercent(a);
    return p === null ? undefined : q.choices.find((c) => c.id === batteryChoice(p));
  }
  return q.choices.find((c) => c.id === a);
}

export interface Deduction {
  kode: string;
  tipe: string;
  nilai: number;
  model: string;
  /** The usual state of a used phone: what an unanswered question counts. */
  tipikal?: boolean;
}

/** What one answer takes off this phone, and whether it is the question's typical answer. */
export interface Taken {
  amount: number;
  typical: boolean;
}

/**
 * What each answer takes off this phone: its own deduction when the shop set one
 * for the model (typical or not as that one says), else the general one; where the
 * list holds two, the larger, typical if either is.
 */
export function deductionsFor(list: readonly Deduction[], model: string, value: number): Map<string, Taken> {
  const name = normaliseName(model);
  const general = new Map<string, Taken>();
  const own = new Map<string, Taken>();
  for (const d of list) {
    const target = !d.model.trim() ? general : normaliseName(d.model) === name ? own : null;
    if (!target) continue;
    const was = target.get(d.kode);
    target.set(d.kode, {
      amount: Math.max(deductionAmount(d, value), was?.amount ?? 0),
      typical: Boolean(d.tipikal) || Boolean(was?.typical),
    });
  }
  return new Map([...general, ...own]);
}

export interface Lowered {
  question: QuestionId;
  label: string;
  amount: number;
}

export interface ConditionRange {
  min: number;
  max: number;
  /** The answers that lowered the value, largest first. */
  lowered: Lowered[];
  /** The questions left open, each widening the range. */
  open: QuestionId[];
}

/** The value range of a phone worth `value` in its best state, from the answers given. */
export function conditionRange(
  value: number,
  answers: Answers,
  deductions: ReadonlyMap<string, Taken>,
): ConditionRange {
  const taken = (c: Choice) => (c.code ? deductions.get(c.code) : undefined);
  const take = (c: Choice) => taken(c)?.amount ?? 0;
  let least = 0;
  let most = 0;
  const lowered: Lowered[] = [];
  const open: QuestionId[] = [];
  for (const q of QUESTIONS) {
    const c = chosen(q, answers);
    if (c) {
      const amount = take(c);
      least += amount;
      most += amount;
      if (amount > 0) lowered.push({ question: q.id, label: `${q.label}: ${c.label}`, amount });
    } else {
      const amounts = q.choices.map(take);
      const best = Math.min(...amounts);
      // Where the shop marked more than one answer typical, the larger counts.
      const typical = Math.max(best, ...q.choices.filter((x) => taken(x)?.typical).map(take));
      least += best;
      most += typical;
      if (Math.max(...amounts) > 0) open.push(q.id);
    }
  }
  lowered.sort((a, b) => b.amount - a.amount);
  return { min: Math.max(0, value - most), max: Math.max(0, value - least), lowered, open };
}

/** The extra cost of a trade-in as a range: the new price less the value range; negative = the shop pays. */
export function extraRange(newPrice: number, range: { min: number; max: number }) {
  return { min: newPrice - range.max, max: newPrice - range.min };
}

/** 'Rp 4.000.000 – Rp 5.000.000', or one figure when both ends meet. */
export function rangeText(r: { min: number; max: number }): string {
  return r.min === r.max ? formatRupiah(r.min) : `${formatRupiah(r.min)} – ${formatRupiah(r.max)}`;
}

/** The extra cost range in words: to pay, to receive, or either way. */
export function extraText(r: { min: number; max: number }): string {
  if (r.min >= 0) return `Tambah ${rangeText(r)}`;
  if (r.max <= 0) return `Kamu menerima ${rangeText({ min: -r.max, max: -r.min })}`;
  return `Antara menerima ${formatRupiah(-r.min)} dan menambah ${formatRupiah(r.max)}`;
}

/**
 * The extra cost range as the result's headline says it, in describeExtra's words:
 * once the questions are open the headline is the range, never the best-state figure.
 */
export function describeExtraRange(r: { min: number; max: number }): ReturnType<typeof describeExtra> {
  if (r.min === r.max) return describeExtra(r.min);
  if (r.min >= 0) return { kind: 'pay', label: 'Kamu cukup menambah', amount: rangeText(r) };
  if (r.max <= 0)
    return { kind: 'receive', label: 'Kamu menerima', amount: rangeText({ min: -r.max, max: -r.min }) };
  return { kind: 'even', label: extraText(r), amount: '' };
}

/** The answers given, one line each ('Layar: Retak', 'Kesehatan baterai: 78%'). */
export function answerLines(answers: Answers): string[] {
  const lines: string[] = [];
  for (const q of QUESTIONS) {
    const a = answers[q.id];
    if (q.id === 'baterai' && a) {
      const p = batteryPercent(a);
      lines.push(`${q.label}: ${p === null ? 'tidak tahu' : `${p}%`}`);
      continue;
    }
    const c = chosen(q, answers);
    if (c) lines.push(`${q.label}: ${c.label}`);
  }
  return lines;
}

/** A short reference the shop can quote back: TT- and four digits. */
export function newLeadRef(random: () => number = Math.random): string {
  return `TT-${String(Math.floor(random() * 10_000) % 10_000).padStart(4, '0')}`;
}
