// Which public reads are on screen from their last known copy (their network read
// failed) and of when, for the offline notice (src/ui/OfflineNotice.tsx), which
// reads it with useSyncExternalStore: pages pass nothing down.
//
// A copy belongs to the page (the path) it was served on, so the notice on
// /goodnews never shows the age of the accessories seen a page before. The path is
// the browser's own (window.location), which the router has already changed when a
// page starts its reads, and which the notice compares it with.

export interface ShownCopy {
  /** When the copy was read from the network (ms since the epoch). */
  at: number;
  /** The path of the page it was served on. */
  page: string;
}

export interface OfflineCopies {
  /** Per cache key. */
  copies: ReadonlyMap<string, ShownCopy>;
  /** The connection came back (an `online` event, a fresh read) while copies are shown. */
  reconnected: boolean;
}

const NONE: OfflineCopies = { copies: new Map(), reconnected: false };

let state = NONE;
const listeners = new Set<() => void>();

function set(next: OfflineCopies): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

const currentPage = (): string => (typeof window === 'undefined' ? '' : window.location.pathname);

/** A read of `key` failed and its copy of `at` is served instead. */
export function copyServed(key: string, at: number, page = currentPage()): void {
  const copies = new Map(state.copies);
  copies.set(key, { at, page });
  set({ copies, reconnected: false });
}

/** A new read of `key` starts: whatever showed its copy is being replaced. */
export function readStarted(key: string): void {
  if (!state.copies.has(key)) return;
  const copies = new Map(state.copies);
  copies.delete(key);
  set({ ...state, copies });
}

/** A read of `key` answered from the network: the connection works again. */
export function freshRead(key: string): void {
  if (state.copies.size === 0) return;
  const copies = new Map(state.copies);
  copies.delete(key);
  set({ copies, reconnected: copies.size > 0 });
}

const onOnline = () => {
  if (state.copies.size > 0 && !state.reconnected) set({ ...state, reconnected: true });
};
const onOffline = () => {
  if (state.reconnected) set({ ...state, reconnected: false });
};

/** For useSyncExternalStore; the browser's online / offline events are heard while anyone listens. */
export function subscribeOfflineCopies(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

export const offlineCopies = (): OfflineCopies => state;

/** What the build-time render (and hydration) sees: no copy. */
export const noOfflineCopies = (): OfflineCopies => NONE;

/** When the oldest copy shown on `page` was read, or null when the page shows none. */
export function copyTimeOf(copies: OfflineCopies, page: string): number | null {
  let oldest: number | null = null;
  for (const copy of copies.copies.values())
    if (copy.page === page && (oldest === null || copy.at < oldest)) oldest = copy.at;
  return oldest;
}

/** Tests: forget every copy shown. */
export function resetOfflineCopies(): void {
  set(NONE);
}
