// A short-lived cache of public catalogue reads: memory for this page's life,
// sessionStorage for the tab, so a page revisited within the TTL reads nothing.
// Storage only: the order of a read (this, then the network, then the offline
// copy) is read-path.ts's.
import type { PlainDoc } from '../plain';

export const CATALOGUE_TTL_MS = 10 * 60 * 1000;
/** The tab storage's key of a read: this and the read's key (the early list program reads it too). */
export const CACHE_PREFIX = 'og-cache:';

interface Entry {
  at: number;
  docs: PlainDoc[];
}

const memory = new Map<string, Entry>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

const reviveDates = (_key: string, v: unknown) =>
  v && typeof v === 'object' && '__date__' in v ? new Date((v as { __date__: string }).__date__) : v;

function serialise(entry: Entry): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, v) {
    const raw = this[key];
    return raw instanceof Date ? { __date__: raw.toISOString() } : v;
  });
}

export function readCache(key: string, now = Date.now()): PlainDoc[] | null {
  let entry = memory.get(key);
  if (!entry) {
    const text = storage()?.getItem(CACHE_PREFIX + key);
    if (text) {
      try {
        entry = JSON.parse(text, reviveDates) as Entry;
        memory.set(key, entry);
      } catch {
        entry = undefined;
      }
    }
  }
  if (!entry || now - entry.at > CATALOGUE_TTL_MS) return null;
  return entry.docs;
}

function persist(key: string, entry: Entry): void {
  try {
    storage()?.setItem(CACHE_PREFIX + key, serialise(entry));
  } catch {
    /* quota full: memory still serves this page */
  }
}

function remember(key: string, docs: PlainDoc[], now: number): Entry {
  const entry = { at: now, docs };
  memory.set(key, entry);
  return entry;
}

export function writeCache(key: string, docs: PlainDoc[], now = Date.now()): void {
  persist(key, remember(key, docs, now));
}

/** Keeps `docs` in memory now, and in the tab's storage just after: callers never wait on serialising a large list. */
export function writeCacheSoon(key: string, docs: PlainDoc[], now = Date.now()): void {
  const entry = remember(key, docs, now);
  setTimeout(() => persist(key, entry), 0);
}

const inFlight = new Map<string, Promise<PlainDoc[]>>();

/**
 * The read of `key` on its way, or `start()`'s: callers asking meanwhile share one
 * request (a route's early start and its page; two blocks reading kontak/aktif).
 */
export function sharedRead(key: string, start: () => Promise<PlainDoc[]>): Promise<PlainDoc[]> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = start().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

export function clearCache(): void {
  memory.clear();
  inFlight.clear();
  const s = storage();
  if (!s) return;
  for (const k of Object.keys(s)) if (k.startsWith(CACHE_PREFIX)) s.removeItem(k);
}
