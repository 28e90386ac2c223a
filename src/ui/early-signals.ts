// How a list page's early programs tell the start script where they are, whichever runs
// first (each is its own async script): the first rows are on screen (first-rows.ts),
// or will not come from them (list-start.ts: a revisit's cache, a failed read), so the
// start script (app-start.ts) may request the app: on slow 4G the rows' answer has
// the line to itself until then.
type Flags = Window & { __ogSignals?: Record<string, boolean> };

function raise(name: string): void {
  const w = window as Flags;
  (w.__ogSignals ??= {})[name] = true;
  document.dispatchEvent(new Event(`og:${name}`));
}

function when(name: string, then: () => void): void {
  if ((window as Flags).__ogSignals?.[name]) then();
  else document.addEventListener(`og:${name}`, () => then(), { once: true });
}

export const rowsSettled = () => raise('rows-settled');
export const whenRowsSettled = (then: () => void) => when('rows-settled', then);

/** Runs `then` once the page's whole HTML is read (an async script may run before it is). */
export function whenParsed(then: () => void): void {
  if (document.readyState !== 'loading') then();
  else document.addEventListener('readystatechange', () => then(), { once: true });
}
