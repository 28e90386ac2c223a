// Snapshots leave src/firebase as plain data: Timestamps become Dates, so the
// converters and the cache never meet an SDK class (lite and full differ).

export type Plain = Record<string, unknown>;
export interface PlainDoc {
  id: string;
  data: Plain;
  /**
   * When the document was first written, as the server keeps it: a visitor's read of
   * one document, or of a list that asks for it (REST's createTime; Firestore Lite
   * does not give it).
   */
  created?: Date;
}

function hasToDate(v: unknown): v is { toDate(): Date } {
  return typeof v === 'object' && v !== null && typeof (v as { toDate?: unknown }).toDate === 'function';
}

export function toPlainValue(v: unknown): unknown {
  // Plain loops, not map/entries: a 5,000-document list goes through here on arrival.
  if (typeof v !== 'object' || v === null) return v;
  if (hasToDate(v)) return v.toDate();
  if (Array.isArray(v)) {
    const out: unknown[] = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = toPlainValue(v[i]);
    return out;
  }
  if (Object.getPrototypeOf(v) === Object.prototype) return toPlain(v as Record<string, unknown>);
  return v;
}

export function toPlain(data: Record<string, unknown>): Plain {
  const out: Plain = {};
  for (const key of Object.keys(data)) out[key] = toPlainValue(data[key]);
  return out;
}
