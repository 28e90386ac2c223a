// "Perbaiki atau tukar?": for a phone with a damage the shop repairs, what the repair
// costs (from the service price list), what the phone is worth as it is, and what it
// would be worth repaired; the better choice is the one leaving the visitor more.
// Pure: the page only shows it.
import { formatRupiah } from '../../lib/currency';
import {
  chosen,
  conditionRange,
  QUESTIONS,
  rangeText,
  type Answers,
  type QuestionId,
  type Taken,
} from './condition';
import { normaliseName } from './trade-in';

export interface ServicePrice {
  type: string;
  jenis: string;
  biaya: number;
}

/** Which service fixes a damaged answer, by the words of its jenis. */
const FIXES: Partial<Record<QuestionId, RegExp>> = {
  layar: /lcd|layar|oled/i,
  baterai: /baterai/i,
  biometrik: /face id|touch id/i,
  kamera: /kamera/i,
  speaker: /speaker/i,
};

/** What may follow a device type in a phone's name and still be that device: storage, 5G. */
const VARIANT = /^(\d+(gb|tb)|5g)$/;

/** True when the service list's device type is this phone ('iPhone 13' is 'iPhone 13 128GB', not 'iPhone 13 Pro 256GB'). */
export function isSameDevice(serviceType: string, phoneName: string): boolean {
  const type = normaliseName(serviceType).split(' ');
  const name = normaliseName(phoneName).split(' ');
  if (!type[0] || type.length > name.length) return false;
  return type.every((t, i) => name[i] === t) && name.slice(type.length).every((t) => VARIANT.test(t));
}

export interface Repair {
  question: QuestionId;
  jenis: string;
  biaya: number;
}

export interface RepairOrTrade {
  repairs: Repair[];
  cost: number;
  /** What trading as it is leaves: the value as it is. */
  asIs: { min: number; max: number };
  /** The value once repaired, before the repair's cost. */
  repaired: { min: number; max: number };
  /** What repairing first leaves: the repaired value less the repair's cost (below zero when it costs more). */
  net: { min: number; max: number };
  /** 'perbaiki': repairing first leaves more after its cost; else trading as it is. */
  better: 'perbaiki' | 'tukar';
  /** How much more the better choice leaves, the two ranges' middles compared. */
  gain: number;
}

const middle = (r: { min: number; max: number }) => (r.min + r.max) / 2;

/**
 * The comparison for a damaged phone; null when no damaged answer has a service
 * price for this phone. Each damage with a price is repaired; its question then
 * counts at its best answer.
 */
export function repairOrTrade(
  phoneName: string,
  value: number,
  answers: Answers,
  deductions: ReadonlyMap<string, Taken>,
  services: readonly ServicePrice[],
): RepairOrTrade | null {
  const mine = services.filter((s) => isSameDevice(s.type, phoneName));
  const repairs: Repair[] = [];
  const fixed: Answers = { ...answers };
  for (const q of QUESTIONS) {
    const words = FIXES[q.id];
    const c = chosen(q, answers);
    if (!words || !c?.code) continue;
    const service = mine.filter((s) => words.test(s.jenis)).sort((a, b) => a.biaya - b.biaya)[0];
    if (!service) continue;
    repairs.push({ question: q.id, jenis: service.jenis, biaya: service.biaya });
    fixed[q.id] = q.id === 'baterai' ? '100' : q.choices[0]!.id;
  }
  if (!repairs.length) return null;
  const cost = repairs.reduce((sum, r) => sum + r.biaya, 0);
  const asIs = conditionRange(value, answers, deductions);
  const repaired = conditionRange(value, fixed, deductions);
  const net = { min: repaired.min - cost, max: repaired.max - cost };
  const more = middle(net) - middle(asIs);
  return {
    repairs,
    cost,
    asIs: { min: asIs.min, max: asIs.max },
    repaired: { min: repaired.min, max: repaired.max },
    net,
    better: more > 0 ? 'perbaiki' : 'tukar',
    gain: Math.round(Math.abs(more)),
  };
}

/** The chat about a repair: the phone, the services and their listed cost. */
export function repairChatText(phone: string, c: RepairOrTrade): string {
  return [
    'Halo admin ONE GADGET, saya mau servis HP dulu sebelum tukar tambah.',
    `HP: ${phone}`,
    ...c.repairs.map((r) => `- ${r.jenis}: ${formatRupiah(r.biaya)}`),
    'Kapan bisa dikerjakan?',
  ].join('\n');
}

/** The chat about trading the phone as it is. */
export function asIsChatText(phone: string, c: RepairOrTrade): string {
  return [
    'Halo admin ONE GADGET, saya mau tukar HP apa adanya (tanpa servis).',
    `HP: ${phone}`,
    `Perkiraan dari Kalkulator Harga: ${rangeText(c.asIs)}.`,
    'Apakah bisa dibantu?',
  ].join('\n');
}
