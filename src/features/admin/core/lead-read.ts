// A stored trade-in lead as the admin's screens read it (the trade-in inbox, the
// till): legacy documents may lack a status, a time or a resend.
import type { PlainDoc } from '../../../firebase/plain';
import { LEAD_STATUS, type LeadStatus } from '../../../firebase/specs/tukar-tambah';
import { versionOf } from './data/versions';

export interface Lead {
  id: string;
  ref: string;
  mode: 'tukar' | 'jual';
  hpLama: string;
  hpBaru: string;
  hargaBaru: number | null;
  jawaban: string;
  /** The questions the visitor skipped, as sent ('Kamera, Speaker'); '' when none. */
  dilewati: string;
  nilaiMin: number;
  nilaiMax: number;
  sumber: string;
  nama: string;
  whatsapp: string;
  waktu: Date | null;
  /** When the visitor sent corrected answers ("Kirim ulang"), in order: the lead holds the last ones. */
  kirimUlang: Date[];
  status: LeadStatus;
  version: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
export const isLeadStatus = (v: unknown): v is LeadStatus =>
  typeof v === 'string' && (LEAD_STATUS as readonly string[]).includes(v);

/** The resends' times by their number ('1', '2', …), in that order. */
function resends(v: unknown): Date[] {
  if (typeof v !== 'object' || v === null) return [];
  return Object.entries(v as Record<string, unknown>)
    .filter((e): e is [string, Date] => e[1] instanceof Date)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, at]) => at);
}

export function toLead({ id, data }: PlainDoc): Lead {
  return {
    id,
    ref: text(data.ref),
    mode: data.mode === 'jual' ? 'jual' : 'tukar',
    hpLama: text(data.hpLama),
    hpBaru: text(data.hpBaru),
    hargaBaru: typeof data.hargaBaru === 'number' ? data.hargaBaru : null,
    jawaban: text(data.jawaban),
    dilewati: text(data.dilewati),
    nilaiMin: amount(data.nilaiMin),
    nilaiMax: amount(data.nilaiMax),
    sumber: text(data.sumber),
    nama: text(data.nama),
    whatsapp: text(data.whatsapp),
    waktu: data.waktu instanceof Date ? data.waktu : null,
    kirimUlang: resends(data.kirimUlang),
    status: isLeadStatus(data.status) ? data.status : 'baru',
    version: versionOf(data),
  };
}
