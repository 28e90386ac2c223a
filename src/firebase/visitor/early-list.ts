// The answers the page's first program (src/app/list-start.ts) asked for while the
// app was still downloading: a page's list read takes them, once, instead of asking again.
import { fromRestFields, type RestValue } from './rest-values';
import type { Plain } from '../plain';

interface EarlyList {
  name: string;
  parts: Promise<unknown>[];
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

/** The parts of list `name` already asked for, as fields (null: none), taken once; null when none were asked for. */
export function takeEarlyList(name: string): Promise<Plain | null>[] | null {
  if (typeof window === 'undefined') return null;
  const early = window.__ogList;
  if (!early || early.name !== name) return null;
  delete window.__ogList;
  return early.parts.map((p) => p.then(fieldsOf));
}
