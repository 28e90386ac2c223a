// Firestore REST values ↔ plain data (timestamps as Date), as the SDK layer gives.
import type { Plain } from '../plain';

export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { timestampValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { bytesValue: string }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

/**
 * A REST value as plain data. Kinds the app does not store still come through as
 * what they hold, never as null: a reference as its document path ('pricelist/a'),
 * a geopoint as { latitude, longitude } (REST leaves out a 0), bytes as base64.
 */
export function fromRestValue(v: RestValue): unknown {
  if ('stringValue' in v) return v.stringValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return v.doubleValue;
  if ('booleanValue' in v) return v.booleanValue;
  if ('timestampValue' in v) return new Date(v.timestampValue);
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(fromRestValue);
  if ('mapValue' in v) return fromRestFields(v.mapValue.fields ?? {});
  if ('referenceValue' in v)
    return v.referenceValue.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
  if ('geoPointValue' in v) {
    return { latitude: v.geoPointValue.latitude ?? 0, longitude: v.geoPointValue.longitude ?? 0 };
  }
  if ('bytesValue' in v) return v.bytesValue;
  return null;
}

export function fromRestFields(fields: Record<string, RestValue>): Plain {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fromRestValue(v)]));
}

/** A value for a query's filter, encoded as the SDK encodes it. */
export function toRestValue(v: unknown): RestValue {
  if (v === null || v === undefined) return { nullValue: null };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(toRestValue) } };
  // The filters the app writes compare strings, numbers, flags, dates and lists of them.
  throw new Error(`No Firestore filter value for ${String(v)}`);
}
