// The lead and the promo requests as the till shows them: read here from the stored
// documents (the promo inbox has its own readers; admin screen groups share nothing
// but core/ and shell/).
import type { PlainDoc } from '../../../firebase/plain';
import { LEAD_STATUS, type LeadStatus } from '../../../firebase/specs/tukar-tambah';

export interface TillLead {
  id: string;
  ref: string;
  mode: 'tukar' | 'jual';
  hpLama: string;
  hpBaru: string;
  hargaBaru: number | null;
  nilaiMin: number;
  nilaiMax: number;
  nama: string;
  whatsapp: string;
  status: LeadStatus;
}

export interface TillRequest {
  id: string;
  nama: string;
  whatsapp: string;
  alamat: string;
  pesan: string;
  waktu: Date | null;
  /** As stored ('baru' when none: the public form stores none). */
  status: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toTillLead({ id, data }: PlainDoc): TillLead {
  const status = (LEAD_STATUS as readonly unknown[]).includes(data.status)
    ? (data.status as LeadStatus)
    : 'baru';
  return {
    id,
    ref: text(data.ref),
    mode: data.mode === 'jual' ? 'jual' : 'tukar',
    hpLama: text(data.hpLama),
    hpBaru: text(data.hpBaru),
    hargaBaru: typeof data.hargaBaru === 'number' ? data.hargaBaru : null,
    nilaiMin: amount(data.nilaiMin),
    nilaiMax: amount(data.nilaiMax),
    nama: text(data.nama),
    whatsapp: text(data.whatsapp),
    status,
  };
}

export function toTillRequest({ id, data }: PlainDoc): TillRequest {
  return {
    id,
    nama: text(data.nama),
    whatsapp: text(data.whatsapp),
    alamat: text(data.alamat),
    pesan: text(data.pesan),
    waktu: data.timestamp instanceof Date ? data.timestamp : null,
    status: text(data.status) || 'baru',
  };
}

/** 'dihubungi' → 'Dihubungi', as the inboxes label a status. */
export const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/** Newest first; those without a time last. */
export const newestFirst = (rs: TillRequest[]): TillRequest[] =>
  [...rs].sort((a, b) => (b.waktu?.getTime() ?? 0) - (a.waktu?.getTime() ?? 0));
