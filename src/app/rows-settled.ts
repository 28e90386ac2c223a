// How the early list program (list-start.ts) tells the page's start script
// (shell-start.ts) that the first rows are on screen, or that it will not paint them
// (a revisit's cache, a failed read): only then are the app's scripts requested, so on
// slow 4G the rows' answer has the line to itself. Either script may run first.
const EVENT = 'og:rows-settled';

type Flagged = Window & { __ogRowsSettled?: boolean };

export function rowsSettled(): void {
  (window as Flagged).__ogRowsSettled = true;
  document.dispatchEvent(new Event(EVENT));
}

export function whenRowsSettled(then: () => void): void {
  if ((window as Flagged).__ogRowsSettled) then();
  else document.addEventListener(EVENT, () => then(), { once: true });
}
