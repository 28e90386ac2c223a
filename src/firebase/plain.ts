// Snapshots leave src/firebase as plain data: Timestamps become Dates, so the
// converters and the cache never meet an SDK class (lite and full differ).

export type Plain = Record<string, unknown>;
export interface PlainDoc {
  id: string;
  data: Plain;
}

function hasToDate(v: unknown): v is { toDate(): Date } {
  return typeof v === 'object' && v !== null && typeof (v as { toDate?: unknown }).toDate === 'function';
}

export function toPlainValue(v: unknown): unknown {
  if (hasToDate(v)) return v.toDate();
  if (Array.isArray(v)) return v.map(toPlainValue);
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toPlainValue(x)]));
  }
  return v;
}

export function toPlain(data: Record<string, unknown>): Plain {
  return toPlainValue(data) as Plain;
}
