// A CSV file's rows against the collection as it is now: the import's dry run. Pure.
import type { PlainDoc } from '../../../firebase/plain';
import type { CollectionSchema } from '../core/schema';
import { csvColumns, ID_COLUMN, type ParsedCsv } from '../core/csv';
import type { RecordCheck } from '../core/validate';
import { emptyPlan, planRow, type Plan } from './plan';

/**
 * Which field each header cell names: the stored name or the form's label, in any
 * case ('baru', 'Harga Baru'); null for a column the import ignores.
 */
export function matchHeader(schema: CollectionSchema, header: string[]): (string | null)[] {
  const names = new Map<string, string>([[ID_COLUMN, ID_COLUMN]]);
  for (const f of schema.fields) {
    names.set(f.name.toLowerCase(), f.name);
    names.set(f.label.toLowerCase(), f.name);
  }
  return header.map((h) => names.get(h.trim().toLowerCase()) ?? null);
}

export type ImportPlan = Plan & { ignoredColumns: string[] };

/**
 * Rows with an id change that record (columns left out keep their value); rows
 * without one are new. A row the schema refuses, an unknown id or an id used twice
 * is refused with its line number and reason, and nothing of it is written.
 */
export function planImport(
  schema: CollectionSchema,
  existing: PlainDoc[],
  csv: ParsedCsv,
  check?: RecordCheck,
): ImportPlan | { error: string } {
  const columns = matchHeader(schema, csv.header);
  const known = columns.filter((c) => c && c !== ID_COLUMN).length;
  if (known === 0)
    return {
      error: `Kolom CSV tidak dikenali. Baris pertama harus berisi nama kolom: ${csvColumns(schema).join(', ')}.`,
    };
  const byId = new Map(existing.map((d) => [d.id, d.data]));
  const seen = new Map<string, number>();
  const plan: ImportPlan = {
    ...emptyPlan(),
    ignoredColumns: csv.header.filter((h, i) => !columns[i] && h.trim()),
  };
  csv.rows.forEach((cells, i) => {
    const line = i + 2;
    const label = `Baris ${line}`;
    const input: Record<string, string> = {};
    let id = '';
    columns.forEach((name, c) => {
      if (!name) return;
      const cell = (cells[c] ?? '').trim();
      if (name === ID_COLUMN) id = cell;
      else input[name] = cell;
    });
    if (id && seen.has(id)) {
      plan.invalid.push({ label, reason: `ID "${id}" sudah dipakai di baris ${seen.get(id)}.` });
      return;
    }
    if (id) seen.set(id, line);
    const before = id ? byId.get(id) : null;
    if (before === undefined) {
      plan.invalid.push({
        label,
        reason: `ID "${id}" tidak ada di ${schema.title}. Kosongkan kolom id untuk ${schema.noun} baru.`,
      });
      return;
    }
    planRow(plan, schema, { id, before, input, label }, check);
  });
  return plan;
}
