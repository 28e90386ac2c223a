// What the admin sees when another admin saved first: the fields where the
// stored version and this admin's differ, labelled and formatted as the history
// shows them (history/format.ts). Pure, tested (conflict.test.ts).
import { changedFields, type Doc } from '../history/format';

/** The words the spec quotes. */
export const CONFLICT_TITLE = 'Data ini sudah diubah oleh admin lain';

export interface ConflictField {
  field: string;
  label: string;
  /** Lines of the stored value ([]: none). */
  theirs: string[];
  /** Lines of this admin's value ([]: none). */
  mine: string[];
}

/**
 * The fields this admin's version sets that differ from what is stored now
 * (`theirs`; null: deleted, then every field of `mine`). Fields `mine` does not
 * hold are not this admin's to decide (a quick price change holds only the prices).
 */
export function conflictFields(collection: string, theirs: Doc | null, mine: Doc): ConflictField[] {
  return changedFields(collection, theirs ?? {}, mine, { onlyWritten: true }).map((c) => ({
    field: c.field,
    label: c.label,
    theirs: c.from,
    mine: c.to,
  }));
}

/** Only `fields` of a record (what a quick change sets). */
export function pick(data: Doc, fields: readonly string[]): Doc {
  return Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]]));
}
