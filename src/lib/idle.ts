/**
 * Runs `run` once the page has loaded, `settleMs` later, when the browser is idle
 * (at most `timeout` ms on): work that must never compete with the first paint or
 * with what the page needs first. Returns a cancel function.
 */
export function afterLoadWhenIdle(run: () => void, { settleMs = 0, timeout = 2000 } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const afterLoad = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(run, { timeout });
      else timer = setTimeout(run, 0);
    }, settleMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
