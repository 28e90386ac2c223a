// The answers the page's first program (src/app/list-start.ts) asked for while the
// app was still downloading: the rows painted before the app (src/ui/first-rows.ts)
// and then the page's list read take them, so the list is read once and decoded once.
import { fromRestFields, type RestValue } from './rest-values';
import { listDocs as rowsOfList } from '../lists';
import type { Plain, PlainDoc } from '../plain';

interface EarlyList {
  name: string;
  /** The build's chat number, for the rows painted before the app. */
  wa?: string;
  parts: Promise<unknown>[];
  /** The parts as fields (null: none), decoded by whichever reader came first. */
  fields?: Promise<Plain | null>[];
}

declare global {
  interface Window {
    __ogList?: EarlyList;
  }
}

/** The fields of a REST document as fetched (null: none). */
function fieldsOf(json: unknown): Plain | null {
  if (!json || typeof json !== 'object') return null;
  return fromRestFields((json as { fields?: Record<string, RestValue> }).fields ?? {});
}

/** The list the page asked for early, with its parts as fields; left for the page's read to take. */
export function peekEarlyList(): { name: string; wa: string; parts: Promise<Plain | null>[] } | null {
  if (typeof window === 'undefined' || !window.__ogList) return null;
  const early = window.__ogList;
  early.fields ??= early.parts.map((p) => p.then(fieldsOf));
  return { name: early.name, wa: early.wa ?? '', parts: early.fields };
}

/** The parts of list `name` already asked for, as fields (null: none), taken once; null when none were asked for. */
export function takeEarlyList(name: string): Promise<Plain | null>[] | null {
  const early = peekEarlyList();
  if (!early || early.name !== name) return null;
  delete window.__ogList;
  return early.parts;
}

/**
 * The rows of the list the page asked for early, for painting them before the app;
 * null when none was asked for, or a part was never built (the app reads the collection).
 */
export async function earlyListDocs(): Promise<{ name: string; wa: string; docs: PlainDoc[] } | null> {
  const early = peekEarlyList();
  if (!early) return null;
  const docs = rowsOfList(await Promise.all(early.parts));
  return docs ? { name: early.name, wa: early.wa, docs } : null;
}
