// A repair ticket for tests: a status and an entry day in November 2026 (null: undated),
// everything else empty unless a test names it.
import type { RepairRecord } from '../firebase/types';
import { witaDate } from '../lib/dates';

export const ticket = (
  code: string,
  status: string,
  day: number | null,
  over: Partial<RepairRecord> = {},
): RepairRecord => ({
  code,
  nama: `Nama ${code}`,
  perangkat: 'HP',
  tanggalMasuk: day === null ? null : witaDate(2026, 10, day),
  tanggalMasukText: '',
  status,
  keluhan: '',
  historyPerbaikan: [],
  garansi: '',
  total: 0,
  itemList: [],
  garansiHari: 0,
  diambilPada: null,
  quoteAnswer: null,
  pastAnswers: [],
  ...over,
});
