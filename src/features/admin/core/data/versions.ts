// Which version of a document an admin's write is based on, and whether the
// stored one is still it. Every admin write stamps `_riwayat` (its history
// entry's id) on the document, so that id is the version. Pure, tested
// (versions.test.ts); recorded-batch.ts checks it inside a transaction.
import type { Plain } from '../../../../firebase/plain';

/** The field in which a shop document names its latest history entry: its version. */
export const HISTORY_FIELD = '_riwayat';

/** A document's version: its latest entry (null: never written by an admin screen). */
export function versionOf(data: Plain): string | null {
  const v = data[HISTORY_FIELD];
  return typeof v === 'string' ? v : null;
}

const isPlainObject = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** Stored values compared as data (Dates by their time, lists and maps by their content). */
export function samePlainValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((v, i) => samePlainValue(v, b[i]))
    );
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && samePlainValue(a[k], b[k]));
  }
  return Object.is(a, b);
}

/** A document's content: every field but its version. */
function contentOf(data: Plain): Plain {
  const { [HISTORY_FIELD]: _version, ...rest } = data;
  void _version;
  return rest;
}

/**
 * Whether the stored document is still the one the admin saw: both absent, or
 * both present with the same version. Seen without a version (a row of a visitor
 * list, which leaves it out, or a document no admin screen wrote yet), it is the
 * same while it holds the same content. Seen as no fields at all (only that it had
 * no version), it is the same while it still has none. `fields`: only these must hold what was
 * seen (a ticket's edit, beside which another admin may add status lines).
 */
export function isSameVersion(seen: Plain | null, stored: Plain | null, fields?: readonly string[]): boolean {
  if (seen === null || stored === null) return seen === stored;
  if (fields) return fields.every((f) => samePlainValue(seen[f], stored[f]));
  const version = versionOf(seen);
  // Seen as nothing but a version (recordedUpdate's caller kept only that): the versions decide.
  if (version === null && Object.keys(seen).length > 0)
    return samePlainValue(contentOf(seen), contentOf(stored));
  return version === versionOf(stored);
}

/** A document another admin changed (or deleted) after this admin read it. */
export interface ConflictDoc {
  id: string;
  /** The document as stored now (null: deleted), with its version. */
  stored: Plain | null;
  /** A ticket's private number as stored now, when the write carried one. */
  companion?: Plain | null;
}

/**
 * Another admin saved first: nothing was written. Carries what is stored now, so
 * that the form can show both versions and save again on the one just read.
 */
export class WriteConflict extends Error {
  constructor(readonly docs: ConflictDoc[]) {
    super(`Changed by another admin: ${docs.map((d) => d.id).join(', ')}`);
    this.name = 'WriteConflict';
  }
}
