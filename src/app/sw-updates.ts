// A new version of the site, installed by the service worker and waiting: the
// registration (register-sw.ts, loaded late) offers it here, the prompt shows it.
type Apply = () => void;

let apply: Apply | null = null;
const listeners = new Set<() => void>();

export const swUpdate = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** How to switch to the waiting version (then reload), or null when there is none. */
  current: (): Apply | null => apply,
  offer(next: Apply): void {
    apply = next;
    listeners.forEach((l) => l());
  },
};
