// A deduction's own refusals, in the form and the CSV import: a rupiah sum may not
// take more than the phone is worth (the calculator's list of old phones says how
// much), "Khusus HP" names a phone of that list, and one answer for one phone (or
// for every phone) is set once: the calculator would use only one of two. The
// rules cannot see these: a deduction names its phone, not its document.
import { toTradeInPhone } from '../../../../firebase/specs/kalkulator';
import {
  CONDITION_LABELS,
  potonganKondisi,
  toDeduction,
  type ConditionCode,
} from '../../../../firebase/specs/potongan-kondisi';
import { deductionOverValue, deductionPhone, sameDeduction } from '../../../../lib/deduction';
import { useLoad } from '../../../../ui/useLoad';
import { allRecords, listRecords } from '../records-api';
import { MESSAGES, type RecordCheck, type Row } from '../validate';

export type Phone = { nama: string; nilaiTukar: number };
/** A deduction already held: its record's id, what it is for, and (in an import) the row that set it. */
export type Held = { id: string; kode: string; model: string; line?: string };

const PHONES = 'Kalkulator: HP Lama';

export const loadPhones = () =>
  listRecords('kalkulator_hp_lama').then((docs) => ({
    phones: docs.map(toTradeInPhone).filter((p) => p.nama),
  }));

const held = (docs: Awaited<ReturnType<typeof listRecords>>): Held[] =>
  docs.map(toDeduction).map(({ id, kode, model }) => ({ id, kode, model }));

/** What the form and the import compare a deduction with: the phones and the deductions there are. */
const loadContext = (read: typeof listRecords) =>
  Promise.all([loadPhones(), read(potonganKondisi.collection)]).then(([{ phones }, docs]) => ({
    phones,
    deductions: held(docs),
  }));

/**
 * One deduction's refusals by field, against the phones and the deductions held
 * (other than `self`); `inFile`: an import's, which names the deduction already held.
 */
function refusals(
  phones: readonly Phone[],
  deductions: readonly Held[],
  data: Row,
  self: string,
  inFile = false,
) {
  const d = {
    tipe: String(data.tipe ?? ''),
    nilai: Number(data.nilai ?? 0),
    model: String(data.model ?? ''),
  };
  const kode = String(data.kode ?? '');
  const errors: Record<string, string> = {};
  const over = deductionOverValue(d, phones);
  if (over) {
    const { nama, nilaiTukar } = over.phone;
    errors.nilai = over.forEvery
      ? MESSAGES.overEvery(nama, nilaiTukar)
      : MESSAGES.overValue(nama, nilaiTukar);
  }
  const phone = d.model.trim() ? deductionPhone(d.model, phones) : undefined;
  if (d.model.trim() && !phone) errors.model = MESSAGES.notListed(d.model.trim(), PHONES);
  const twin = sameDeduction(deductions, { kode, model: d.model }, self);
  if (twin) {
    const what = CONDITION_LABELS[kode as ConditionCode] ?? kode;
    const where = twin.line ? ` di ${twin.line.toLowerCase()} file ini` : inFile ? ` (ID ${twin.id})` : '';
    errors.kode = MESSAGES.sameDeduction(what, phone?.nama ?? (d.model.trim() || 'semua HP'), where);
  }
  return errors;
}

/** The form's refusals for the record `self` ('' for a new one): nothing is remembered between checks. */
export function deductionChecker(
  phones: readonly Phone[],
  deductions: readonly Held[] = [],
  self = '',
): RecordCheck {
  return (data) => refusals(phones, deductions, data, self);
}

/**
 * The import's refusals, row after row: a row also may not repeat the answer and
 * phone of an earlier row of the file (named by its line). A row taken replaces
 * what its record held.
 */
export function deductionImportChecker(phones: readonly Phone[], deductions: readonly Held[]): RecordCheck {
  let taken = [...deductions];
  return (data, row) => {
    const id = row?.id ?? '';
    const errors = refusals(phones, taken, data, id, true);
    if (Object.keys(errors).length === 0) {
      const next: Held = {
        id,
        kode: String(data.kode ?? ''),
        model: String(data.model ?? ''),
        line: row?.label,
      };
      taken = [...taken.filter((h) => !id || h.id !== id), next];
    }
    return errors;
  };
}

const isDeductions = (collection: string) => collection === potonganKondisi.collection;

/** The import's extra check for a collection: read once per file; none for other collections. */
export async function loadDeductionCheck(collection: string): Promise<RecordCheck | undefined> {
  if (!isDeductions(collection)) return undefined;
  const { phones, deductions } = await loadContext(allRecords);
  return deductionImportChecker(phones, deductions);
}

const nothing = () => Promise.resolve({ phones: [] as Phone[], deductions: [] as Held[] });

/**
 * The form's extra check for a deduction, `id` the record edited ('' for a new one).
 * Until the phones and deductions are read there is nothing to compare with, and
 * the save is not held up.
 */
export function useDeductionCheck(collection: string, id = ''): RecordCheck | undefined {
  const on = isDeductions(collection);
  const context = useLoad(on ? () => loadContext(listRecords) : nothing, on ? `deduction-check/${id}` : '');
  return on && context.status === 'ready'
    ? deductionChecker(context.data.phones, context.data.deductions, id)
    : undefined;
}
