// A short-lived cache of public catalogue reads: memory for this page's life,
// sessionStorage for the tab, so a page revisited within the TTL reads nothing.
// Behind it, the last known copy of a read (IndexedDB, see copy-db.ts), served
// when the network read fails: the catalogue a visitor saw stays there offline.
import { afterLoadWhenIdle } from '../../lib/idle';
import { loadCopy, saveCopy } from './copy-db';
import { copyServed, freshRead, readStarted } from './offline-copy';
import type { PlainDoc } from '../plain';

export const CATALOGUE_TTL_MS = 10 * 60 * 1000;
const PREFIX = 'og-cache:';

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
    const text = storage()?.getItem(PREFIX + key);
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
    storage()?.setItem(PREFIX + key, serialise(entry));
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

const inFlight = new Map<string, Promise<PlainDoc[]>>();

export interface CachedReadOptions {
  /** Keep the answer as the key's last known copy, served when a later read fails. */
  keepCopy?: boolean;
}

/**
 * The cached docs for `key`, else what `read()` returns, kept for next time.
 * Callers that ask for a key while its read is on the way share that read (a
 * route's early start and its page; two blocks reading kontak/aktif). The
 * sessionStorage copy is written just after the callers have their answer, so
 * first rows never wait on serialising a large catalogue.
 *
 * With `keepCopy`, the same answer (no second read) is also kept as the last known
 * copy, once the page has loaded and the browser is idle; and when the read fails
 * (offline, Firestore unreachable) that copy is the answer, recorded as shown
 * (offline-copy.ts). With no copy the read fails as before. A copy never enters
 * the short-lived cache: the next visit tries the network again.
 */
export function cachedRead(
  key: string,
  read: () => Promise<PlainDoc[]>,
  { keepCopy = false }: CachedReadOptions = {},
): Promise<PlainDoc[]> {
  const hit = readCache(key);
  if (hit) return Promise.resolve(hit);
  const pending = inFlight.get(key);
  if (pending) return pending;
  readStarted(key);
  const request = read()
    .then(
      (docs) => {
        const entry = remember(key, docs, Date.now());
        freshRead(key);
        setTimeout(() => persist(key, entry), 0);
        // Only in a browser (the integration tests and the build's prerender run in Node).
        if (keepCopy && typeof document !== 'undefined') afterLoadWhenIdle(() => void saveCopy(key, entry));
        return docs;
      },
      async (error: unknown) => {
        // Whatever the cause, the last prices seen (with their age) serve a
        // visitor better than an error face.
        const copy = keepCopy ? await loadCopy(key) : null;
        if (!copy) throw error;
        console.warn(`Read failed (${key}), showing the copy of ${new Date(copy.at).toISOString()}`, error);
        copyServed(key, copy.at);
        return copy.docs;
      },
    )
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

export function clearCache(): void {
  memory.clear();
  inFlight.clear();
  const s = storage();
  if (!s) return;
  for (const k of Object.keys(s)) if (k.startsWith(PREFIX)) s.removeItem(k);
}
